import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { ErrorBody } from '@stockroom/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';

/** Paths that belong to the services: an unknown one answers JSON 404, never the app's HTML. */
const API_PREFIXES = ['/api/', '/auth/', '/brands-api/', '/public/'];
const isApiPath = (url: string) => API_PREFIXES.some((p) => url.startsWith(p) || `${url}/` === p);
const wantsHtml = (request: FastifyRequest) =>
  request.method === 'GET' && (request.headers.accept ?? '').includes('text/html') && !isApiPath(request.url);

/** What the browser app needs at run time, written into index.html as a meta tag (no inline script). */
export const clientConfig = (config: Config) => ({ logoUrl: config.logoUrl });

function loadIndexHtml(config: Config): string | null {
  const file = join(config.webDist, 'index.html');
  if (!existsSync(file)) return null;
  const payload = JSON.stringify(clientConfig(config)).replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return readFileSync(file, 'utf8').replace(
    '<meta name="stockroom-config" content="{}" />',
    `<meta name="stockroom-config" content="${payload}" />`,
  );
}

/** Serves the built web app for every other GET that wants HTML; JSON 404 otherwise. */
export async function registerWebApp(app: FastifyInstance, config: Config) {
  const indexHtml = loadIndexHtml(config);
  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      index: false,
      wildcard: false,
      // Vite names assets by content, so they may be cached for good.
      setHeaders: (res, path) => {
        if (path.includes('/assets/')) res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  } else {
    app.log.warn({ webDist: config.webDist }, 'web app not built: run `npm run build`');
  }
  app.setNotFoundHandler((request, reply) => {
    if (indexHtml && wantsHtml(request)) {
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
    }
    const body: ErrorBody = { message: `No route ${request.method} ${request.url.split('?')[0]}`, code: 'not_found' };
    return reply.code(404).send(body);
  });
}
