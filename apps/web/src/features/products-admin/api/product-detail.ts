import { productRoutes } from '@stockroom/contract';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { productKeys } from './keys';

export const productQuery = (id: string) =>
  queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => callRoute(productRoutes.get, { params: { id } }, { signal }),
  });

/** GET /api/products/{id}: the product to edit, with fresh signed addresses for its files. */
export function useProduct(id: string | undefined) {
  return useQuery({ ...productQuery(id ?? ''), enabled: id !== undefined });
}

/** The titles of linked products (parent, associated), read one by one and cached. */
export function useProductTitles(ids: readonly string[]): Map<string, string> {
  return useQueries({
    queries: ids.map((id) => ({ ...productQuery(id), select: (product: { title: string }) => product.title })),
    combine: (results) => new Map(ids.flatMap((id, i) => (results[i]?.data ? [[id, results[i].data] as const] : []))),
  });
}
