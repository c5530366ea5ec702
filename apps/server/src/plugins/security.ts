import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** The players of the contract's VIDEO_HOSTS, which the app shows a product's video in (a sandboxed frame). */
const VIDEO_PLAYERS = [
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://fast.wistia.net',
  'https://fast.wistia.com',
];

/**
 * The app loads its own scripts only; MUI's emotion writes <style> tags, hence inline styles; the
 * logo may be a remote image; the captcha solves in a worker; videos play in the hosts' frames.
 * No page of ours may be framed by anyone; stored files say otherwise for themselves (file-headers.ts).
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", ...VIDEO_PLAYERS],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // One framing policy: X-Frame-Options says what frame-ancestors says, for browsers that read only it.
    frameguard: { action: 'deny' },
  });
}
