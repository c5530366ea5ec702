import { IdSchema } from '@stockroom/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import type { AppDeps } from '../../deps';
import { audienceGuard } from '../../plugins/auth';
import { pictureHeaders } from '../storage/file-headers';
import { openSamplePreview } from './sample-previews';

const PreviewParamsSchema = z.object({
  product_id: IdSchema,
  name: z.string().check(z.maxLength(100), z.regex(/^[A-Za-z0-9_-]{22}\.webp$/, 'Unknown picture')),
});

/** A day: a sample an admin removes stops showing within it, where a year would keep it in caches. */
const MAX_AGE = 24 * 60 * 60;

/** Sample images' previews (decision 0039): bytes, not JSON, so not a contract route. */
export function samplePreviewRoutes(app: FastifyInstance, deps: AppDeps) {
  // The digest in the address is the permission, as a render's signature is.
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'GET',
    url: '/renders/samples/:product_id/:name',
    schema: { hide: true, params: PreviewParamsSchema },
    config: { audience: 'any' },
    onRequest: audienceGuard(deps.database.db, deps.tokens, 'any'),
    handler: async ({ params }, reply) => {
      const file = await openSamplePreview(deps, params.product_id, params.name.slice(0, -'.webp'.length));
      return reply
        .type('image/webp')
        .headers(pictureHeaders('image/webp', file.size, `public, max-age=${MAX_AGE}`))
        .send(file.stream);
    },
  });
}
