import { searchRoutes } from '@stockroom/contract';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { catalogueKeys } from './keys';

/** Four rows of three cards on a wide screen. */
export const SEARCH_PAGE_SIZE = 12;

/** GET /api/search, one page of the results page; an empty term asks nothing. */
export function useSearchPage(term: string, page: number) {
  return useQuery({
    queryKey: catalogueKeys.searchPage(term, page),
    queryFn: ({ signal }) =>
      callRoute(searchRoutes.search, { query: { search: term, limit: SEARCH_PAGE_SIZE, page } }, { signal }),
    enabled: term !== '',
    // The grid keeps the previous page on screen while the next one loads, for the same words only.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === term ? previous : undefined),
    meta: { quietErrors: true },
  });
}
