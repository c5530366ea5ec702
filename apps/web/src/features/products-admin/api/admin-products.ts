import { adminProductRoutes } from '@stockroom/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { type AdminProductsListQuery, productKeys } from './keys';

export const adminProductsQuery = (query: AdminProductsListQuery) =>
  queryOptions({
    queryKey: productKeys.list(query),
    queryFn: ({ signal }) => callRoute(adminProductRoutes.adminList, { query }, { signal }),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/products: one page of every product, drafts included, newest first. */
export function useAdminProducts(query: AdminProductsListQuery) {
  return useQuery(adminProductsQuery(query));
}

/** The first products matching a search, for the pickers; nothing is asked until `enabled`. */
export function useProductSearch(search: string, enabled: boolean) {
  return useQuery({ ...adminProductsQuery({ page: 1, page_size: 20, search: search.trim() }), enabled });
}
