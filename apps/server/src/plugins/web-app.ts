import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { ErrorBody } from '@stockroom/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';

/** Paths that belong to the services: an unknown one answers JSON 404, never the app's HTML. */
const API_PREFIXES = ['/api/', '/auth/', '/brands-api/', '/public/'];
const isApiPath = (url: string) => API_PREFIXES.some((p) => url.startsWith(p) || `${url}/` === p);
const wantsHtml = (request: FastifyRequest) =>
  request.method === 'GET' && (request.headers.accept ?? '').includes('text/html') && !isApiPath(request.url);

/** What the browser app needs at run time, written into index.html as a meta tag (no inline script). */
export const clientConfig = (config: Config) => ({ logoUrl: config.logoUrl });

/** The encodings the build writes beside each file (apps/web/precompress.ts), best first. */
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];
/** Vite names what it puts in assets/ by content, so those may be cached for good. */
const HASHED_DIR = `assets${sep}`;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** index.html with the config written in, in each encoding, made once at start. */
type IndexPage = Record<Encoding | 'identity', Buffer>;

function loadIndexPage(config: Config): IndexPage | null {
  const file = join(config.webDist, 'index.html');
  if (!existsSync(file)) return null;
  const payload = JSON.stringify(clientConfig(config)).replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  const html = readFileSync(file, 'utf8').replace(
    '<meta name="stockroom-config" content="{}" />',
    `<meta name="stockroom-config" content="${payload}" />`,
  );
  const identity = Buffer.from(html);
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
    gzip: gzipSync(identity, { level: constants.Z_BEST_COMPRESSION }),
  };
}

function sendIndexPage(request: FastifyRequest, reply: FastifyReply, page: IndexPage) {
  // The same choice as @fastify/static's for the files: q=0 refuses, brotli wins a tie.
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', [...ENCODINGS]);
  reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(page[encoding ?? 'identity']);
}

/** Serves the built web app for every other GET that wants HTML; JSON 404 otherwise. */
export async function registerWebApp(app: FastifyInstance, config: Config) {
  const indexPage = loadIndexPage(config);
  if (indexPage) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      index: false,
      wildcard: false,
      // Sends file.br or file.gz when the browser accepts it, the file itself when it does not or
      // when the build wrote no copy (too small to gain, or a dist built before compression).
      preCompressed: true,
      // The copies are reached through their file's address only; /index.html is the page with
      // its config, like every other address of the app.
      globIgnore: ['**/*.br', '**/*.gz', 'index.html'],
      setHeaders: (reply, path) => {
        const hashed = relative(config.webDist, path).startsWith(HASHED_DIR);
        // Unhashed files (favicon, logo) keep their address across builds: check them each time.
        reply.header('cache-control', hashed ? IMMUTABLE : 'no-cache');
      },
    });
  } else {
    app.log.warn({ webDist: config.webDist }, 'web app not built: run `npm run build`');
  }
  app.setNotFoundHandler((request, reply) => {
    if (indexPage && wantsHtml(request)) return sendIndexPage(request, reply, indexPage);
    const body: ErrorBody = { message: `No route ${request.method} ${request.url.split('?')[0]}`, code: 'not_found' };
    return reply.code(404).send(body);
  });
}
