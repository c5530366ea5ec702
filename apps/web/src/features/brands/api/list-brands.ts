import { brandRoutes } from '@stockroom/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { brandKeys } from './brand-keys';

export interface BrandsPageQuery {
  search: string;
  /** The cursor the previous page answered; null for the first page. */
  startKey: string | null;
  limit: number;
}

export const brandsPageQuery = ({ search, startKey, limit }: BrandsPageQuery) =>
  queryOptions({
    queryKey: brandKeys.list(search, startKey, limit),
    queryFn: ({ signal }) =>
      callRoute(
        brandRoutes.list,
        { query: { $limit: limit, $search: search, ...(startKey !== null && { $startKey: startKey }) } },
        { signal },
      ),
    // The page on screen stays while the next one loads.
    placeholderData: keepPreviousData,
  });

/** GET /brands-api/brands: one page of brands by name, with the next page's cursor. */
export function useBrandsPage(query: BrandsPageQuery) {
  return useQuery(brandsPageQuery(query));
}
