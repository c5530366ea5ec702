import { categoryRoutes } from '@stockroom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { categoryKeys } from './keys';

export const categoriesQuery = () =>
  queryOptions({
    queryKey: categoryKeys.lists(),
    queryFn: ({ signal }) => callRoute(categoryRoutes.list, {}, { signal }),
  });

/** GET /api/categories: for an admin, every category not deleted. */
export function useCategories() {
  return useQuery(categoriesQuery());
}
