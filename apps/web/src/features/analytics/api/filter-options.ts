import { adminProductRoutes, categoryRoutes, groupRoutes, productRoutes } from '@stockroom/contract';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';

/**
 * Keys other features own, spelled here because features never import each other: the filters
 * share those screens' cached lists, so a category or group renamed there shows here at once.
 */
const keysUsed = {
  categories: ['categories', 'list'] as const,
  groups: ['groups', 'list'] as const,
  productSearch: (search: string) => ['products', 'admin-list', { page: 1, page_size: 20, search }] as const,
  product: (id: string) => ['products', 'detail', id] as const,
};

export interface NamedOption {
  id: string;
  name: string;
}

const byName = (a: NamedOption, b: NamedOption) => a.name.localeCompare(b.name, 'en');

/** GET /api/categories as the category filter's choices. */
export function useCategoryOptions() {
  return useQuery({
    queryKey: keysUsed.categories,
    queryFn: ({ signal }) => callRoute(categoryRoutes.list, {}, { signal }),
    select: (categories): NamedOption[] => categories.map(({ id, name }) => ({ id, name })).sort(byName),
  });
}

/** GET /api/groups as the group filter's choices. */
export function useGroupOptions() {
  return useQuery({
    queryKey: keysUsed.groups,
    queryFn: ({ signal }) => callRoute(groupRoutes.list, {}, { signal }),
    select: (groups): NamedOption[] => groups.map(({ id, name }) => ({ id, name })).sort(byName),
  });
}

/**
 * GET /api/admin/products: the first products matching what the admin typed (the list answers at
 * most a page), asked only while the picker is open.
 */
export function useProductSearch(search: string, enabled: boolean) {
  return useQuery({
    queryKey: keysUsed.productSearch(search),
    queryFn: ({ signal }) =>
      callRoute(adminProductRoutes.adminList, { query: { page: 1, page_size: 20, search } }, { signal }),
    enabled,
  });
}

/** GET /api/products/{id}: the product the address filters by, for the picker to show its title. */
export function useProductTitle(id: string | undefined) {
  return useQuery({
    queryKey: keysUsed.product(id ?? ''),
    queryFn: ({ signal }) => callRoute(productRoutes.get, { params: { id: id ?? '' } }, { signal }),
    enabled: id !== undefined,
    select: (product) => product.title,
  });
}
