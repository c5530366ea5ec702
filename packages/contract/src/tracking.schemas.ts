import { z } from 'zod';
import { IdSchema } from './common/ids';

/** Spec §3: impression. */
export const ImpressionSchema = z.object({
  page_route: z.string().trim().min(1).max(500),
  action: z.string().trim().min(1).max(100),
  category_id: IdSchema.optional(),
  product_id: IdSchema.optional(),
  tag_id: IdSchema.optional(),
  group_id: IdSchema.optional(),
});
export type Impression = z.input<typeof ImpressionSchema>;
/** POST /api/track takes one impression, or a batch of up to 50 that a page queued. */
export const IMPRESSION_BATCH_MAX = 50;
export const TrackBodySchema = z.union([ImpressionSchema, z.array(ImpressionSchema).min(1).max(IMPRESSION_BATCH_MAX)]);
export const AcceptedSchema = z.object({ accepted: z.boolean() });
