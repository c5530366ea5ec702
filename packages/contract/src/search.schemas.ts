import { z } from 'zod/mini';
import { IdSchema } from './common/ids';
import { SEARCH_LIMIT_DEFAULT, SearchResultSchema } from './products.schemas';

/**
 * Spec §5: limit 1–50 (default 3); an empty or missing search is empty; category_id optional.
 * `page` (1-based, default 1) is ours: the results page walks the matches `limit` at a time.
 */
export const SearchQuerySchema = z.object({
  search: z._default(z.string().check(z.maxLength(200)), ''),
  limit: z._default(z.coerce.number().check(z.int(), z.positive(), z.maximum(50)), SEARCH_LIMIT_DEFAULT),
  page: z._default(z.coerce.number().check(z.int(), z.positive(), z.maximum(10_000)), 1),
  category_id: z.optional(IdSchema),
});
export type SearchQuery = z.output<typeof SearchQuerySchema>;

/**
 * Spec §5's search result, and ours: `corrected_query`, the search with each misspelt word replaced
 * by the word it was corrected to, present only when no product matched the words as typed and the
 * products answered matched through a correction (decision 0015), so that the page can say so.
 */
export const SearchAnswerSchema = z.extend(SearchResultSchema, {
  corrected_query: z.optional(z.string()),
});
export type SearchAnswer = z.output<typeof SearchAnswerSchema>;
