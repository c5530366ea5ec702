import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import type { AppDeps } from '../../deps';
import { audienceGuard } from '../../plugins/auth';
import { pictureHeaders } from '../storage/file-headers';
import { openThumbnail } from './thumbnails.render';
import { RENDER_KINDS } from './thumbnails.service';

const RenderParamsSchema = z.object({
  kind: z.enum(RENDER_KINDS),
  name: z.string().check(z.maxLength(300), z.regex(/^[A-Za-z0-9_.-]+\.(png|webp)$/, 'Unknown picture')),
});

/** Pictures of templates in a theme (DESIGN §1.7): admin previews, the catalogue in a member's brand, projects. */
export async function renderingRoutes(app: FastifyInstance, deps: AppDeps) {
  // Bytes, not JSON: not a contract route. The signed name is the permission, as for signed files.
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'GET',
    url: '/renders/:kind/:name',
    schema: { hide: true, params: RenderParamsSchema },
    config: { audience: 'any' },
    onRequest: audienceGuard(deps.database.db, deps.tokens, 'any'),
    handler: async ({ params }, reply) => {
      const file = await openThumbnail(deps, params.kind, params.name);
      const type = params.name.endsWith('.webp') ? 'image/webp' : 'image/png';
      return (
        reply
          .type(type)
          // The name changes whenever the picture would: it can be kept for good.
          .headers(pictureHeaders(type, file.size, 'public, max-age=31536000, immutable'))
          .send(file.stream)
      );
    },
  });
}
