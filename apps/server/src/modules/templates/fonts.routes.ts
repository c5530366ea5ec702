import { createReadStream, readdirSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { notFound } from '../../errors';
import { audienceGuard } from '../../plugins/auth';
import { FONT_DIR } from '../rendering/fonts';

const FONT_TYPES: Record<string, string> = { ttf: 'font/ttf', otf: 'font/otf' };
/** The font files in the renderer's fonts folder (read once), by exact name, with their content type. */
const fontFiles: ReadonlyMap<string, string> = new Map(
  readdirSync(FONT_DIR).flatMap((name) => {
    const type = FONT_TYPES[name.split('.').pop()?.toLowerCase() ?? ''];
    return type ? [[name, type] as const] : [];
  }),
);

const FontParamsSchema = z.object({ name: z.string().max(200) });
/** A font file never changes under its name (a new cut gets a new name), so browsers keep it for good. */
const ONE_YEAR = 365 * 24 * 3600;

/**
 * `GET /fonts/{name}`: the template fonts, for the editor's preview (bytes, not JSON, so not a
 * contract route). Only the files in the fonts folder answer, looked up by exact name, so no path
 * can reach anything else.
 */
export function registerFontRoute(app: FastifyInstance, deps: AppDeps) {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'GET',
    url: '/fonts/:name',
    schema: { hide: true, params: FontParamsSchema },
    config: { audience: 'any' },
    onRequest: audienceGuard(deps.database.db, deps.tokens, 'any'),
    handler: async ({ params }, reply) => {
      const type = fontFiles.get(params.name);
      if (!type) throw notFound('No such font');
      const path = join(FONT_DIR, params.name);
      const { size } = await stat(path);
      return reply
        .type(type)
        .headers({
          'content-length': String(size),
          'cache-control': `public, max-age=${ONE_YEAR}, immutable`,
          'x-content-type-options': 'nosniff',
        })
        .send(createReadStream(path));
    },
  });
}
