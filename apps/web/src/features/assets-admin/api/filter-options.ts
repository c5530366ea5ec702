import { adminProductRoutes, productRoutes, userRoutes } from '@stockroom/contract';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { keysUsed } from './keys';

/** GET /api/users: the first members matching a search, asked only while the picker is open. */
export function useMemberSearch(search: string, enabled: boolean) {
  return useQuery({
    queryKey: keysUsed.userSearch(search),
    queryFn: ({ signal }) => callRoute(userRoutes.listUsers, { query: { page: 1, page_size: 20, search } }, { signal }),
    enabled,
  });
}

/** GET /api/user/{id}: the member a filter in the address names, for the picker to show. */
export function useMember(id: string | undefined) {
  return useQuery({
    queryKey: keysUsed.user(id ?? ''),
    queryFn: ({ signal }) => callRoute(userRoutes.getUser, { params: { id: id ?? '' } }, { signal }),
    enabled: id !== undefined,
  });
}

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
