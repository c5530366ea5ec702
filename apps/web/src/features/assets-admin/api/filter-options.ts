import { adminProductRoutes, productRoutes } from '@stockroom/contract';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { keysUsed } from './keys';

/** GET /api/admin/products: the first template products matching a search. */
export function useTemplateProductSearch(search: string, enabled: boolean) {
  return useQuery({
    queryKey: keysUsed.productSearch(search),
    queryFn: ({ signal }) =>
      callRoute(
        adminProductRoutes.adminList,
        { query: { page: 1, page_size: 20, search, product_type: 'template' } },
        { signal },
      ),
    enabled,
  });
}

/** GET /api/products/{id}: the product a filter in the address names. */
export function useProduct(id: string | undefined) {
  return useQuery({
    queryKey: keysUsed.product(id ?? ''),
    queryFn: ({ signal }) => callRoute(productRoutes.get, { params: { id: id ?? '' } }, { signal }),
    enabled: id !== undefined,
  });
}
