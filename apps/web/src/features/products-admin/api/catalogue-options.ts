import { categoryRoutes, tagRoutes } from '@stockroom/contract';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { catalogueKeysUsed } from './keys';

/** GET /api/categories: what a product can be put in, and the table's category names. */
export function useCategoryOptions() {
  return useQuery({
    queryKey: catalogueKeysUsed.categories,
    queryFn: ({ signal }) => callRoute(categoryRoutes.list, {}, { signal }),
  });
}

/** GET /api/tags: the tags a product can carry. */
export function useTagOptions() {
  return useQuery({
    queryKey: catalogueKeysUsed.tags,
    queryFn: ({ signal }) => callRoute(tagRoutes.list, {}, { signal }),
  });
}
