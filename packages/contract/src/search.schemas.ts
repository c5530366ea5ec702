import { z } from 'zod';
import { IdSchema } from './common/ids';
import { SEARCH_LIMIT_DEFAULT } from './products.schemas';

/** Spec §5: limit 1–50 (default 3); an empty or missing search is empty; category_id optional. */
export const SearchQuerySchema = z.object({
  search: z.string().max(200).default(''),
  limit: z.coerce.number().int().positive().max(50).default(SEARCH_LIMIT_DEFAULT),
  category_id: IdSchema.optional(),
});
export type SearchQuery = z.output<typeof SearchQuerySchema>;
