import { type ExtendedProduct, productRoutes } from '@stockroom/contract';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { catalogueKeys } from './keys';

const productQuery = (id: string) =>
  queryOptions({
    queryKey: catalogueKeys.product(id),
    queryFn: ({ signal }) => callRoute(productRoutes.get, { params: { id } }, { signal }),
    meta: { quietErrors: true },
  });

/** GET /api/products/{id}: a gated member gets an is_gated product with its files withheld. */
export function useProduct(id: string) {
  return useQuery(productQuery(id));
}

/**
 * A campaign's products, each read on its own. One the member may not see answers 404 and is left
 * out; the list is ready once every read has settled.
 */
export function useAssociatedProducts(ids: string[]) {
  return useQueries({
    queries: ids.map(productQuery),
    combine: (results) => ({
      products: results.flatMap((r) => (r.data ? [r.data] : [])) as ExtendedProduct[],
      isPending: results.some((r) => r.isPending),
    }),
  });
}
