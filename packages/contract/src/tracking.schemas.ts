import { z } from 'zod/mini';
import { IdSchema } from './common/ids';

/** Spec §3: impression. */
export const ImpressionSchema = z.object({
  page_route: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)),
  action: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  category_id: z.optional(IdSchema),
  product_id: z.optional(IdSchema),
  tag_id: z.optional(IdSchema),
  group_id: z.optional(IdSchema),
});
export type Impression = z.input<typeof ImpressionSchema>;
/** POST /api/track takes one impression, or a batch of up to 50 that a page queued. */
export const IMPRESSION_BATCH_MAX = 50;
export const TrackBodySchema = z.union([
  ImpressionSchema,
  z.array(ImpressionSchema).check(z.minLength(1), z.maxLength(IMPRESSION_BATCH_MAX)),
]);
export const AcceptedSchema = z.object({ accepted: z.boolean() });
