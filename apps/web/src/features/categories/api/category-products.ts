import { adminProductRoutes, productRoutes } from '@stockroom/contract';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';

/**
 * Keys the products feature owns, spelled here because features never import each other: the
 * same reads share one cache entry.
 */
const productKeysUsed = {
  list: (query: object) => ['products', 'admin-list', query] as const,
  detail: (id: string) => ['products', 'detail', id] as const,
};

/** The first products of a category matching a search (GET /api/admin/products?category_id=…). */
export function useCategoryProductSearch(categoryId: string, search: string, enabled: boolean) {
  const query = { page: 1, page_size: 20, search: search.trim(), category_id: categoryId };
  return useQuery({
    queryKey: productKeysUsed.list(query),
    queryFn: ({ signal }) => callRoute(adminProductRoutes.adminList, { query }, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The titles of the given products, read one by one and cached. */
export function useProductTitles(ids: readonly string[]): Map<string, string> {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: productKeysUsed.detail(id),
      queryFn: ({ signal }: { signal: AbortSignal }) => callRoute(productRoutes.get, { params: { id } }, { signal }),
      select: (product: { title: string }) => product.title,
    })),
    combine: (results) => new Map(ids.flatMap((id, i) => (results[i]?.data ? [[id, results[i].data] as const] : []))),
  });
}
