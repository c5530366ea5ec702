import { searchRoutes } from '@stockroom/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { catalogueKeys } from './keys';

export const SEARCH_RESULTS_LIMIT = 5;

/** GET /api/search for a settled term; an empty term asks nothing. */
export function useProductSearch(term: string) {
  return useQuery({
    queryKey: catalogueKeys.search(term, SEARCH_RESULTS_LIMIT),
    queryFn: ({ signal }) =>
      callRoute(searchRoutes.search, { query: { search: term, limit: SEARCH_RESULTS_LIMIT } }, { signal }),
    enabled: term !== '',
    // Results stay while the next term's answer is on its way, so the list does not flicker.
    placeholderData: keepPreviousData,
    meta: { quietErrors: true },
  });
}
