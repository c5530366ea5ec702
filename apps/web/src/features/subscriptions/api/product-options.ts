import { adminProductRoutes, productRoutes } from '@stockroom/contract';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { keysUsed } from './keys';

/** GET /api/admin/products: the first products matching a search, asked only while the picker is open. */
export function useProductSearch(search: string, enabled: boolean) {
  return useQuery({
    queryKey: keysUsed.productSearch(search),
    queryFn: ({ signal }) =>
      callRoute(adminProductRoutes.adminList, { query: { page: 1, page_size: 20, search } }, { signal }),
    enabled,
  });
}

/** GET /api/products/{id}: the product a filter in the address names, for the picker to show. */
export function useProduct(id: string | undefined) {
  return useQuery({
    queryKey: keysUsed.product(id ?? ''),
    queryFn: ({ signal }) => callRoute(productRoutes.get, { params: { id: id ?? '' } }, { signal }),
    enabled: id !== undefined,
  });
}
