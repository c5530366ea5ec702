import { contentProviderRoutes } from '@stockroom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { providerKeys } from './keys';

export const providerCategoriesQuery = (id: string) =>
  queryOptions({
    queryKey: providerKeys.categories(id),
    queryFn: ({ signal }) => callRoute(contentProviderRoutes.categories, { params: { id } }, { signal }),
    // Categories are written on another screen; the order editor always starts from the server's list.
    staleTime: 0,
  });

/** GET /api/content-providers/{id}/categories: the provider's categories in its order. */
export function useProviderCategories(id: string) {
  return useQuery(providerCategoriesQuery(id));
}
