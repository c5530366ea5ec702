import { pinnedProductRoutes } from '@stockroom/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';

/** Query keys of a category's pinned products. */
export const pinnedKeys = {
  all: ['pinned-products'] as const,
  category: (categoryId: string) => [...pinnedKeys.all, categoryId] as const,
};

/** The ids of the comma-joined list (spec §3), in order. */
export const splitIds = (joined: string | undefined) =>
  (joined ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);

const pinnedQuery = (categoryId: string) =>
  queryOptions({
    queryKey: pinnedKeys.category(categoryId),
    queryFn: ({ signal }) => callRoute(pinnedProductRoutes.get, { params: { category_id: categoryId } }, { signal }),
    select: (answer) => splitIds(answer.product_ids),
  });

/** GET /api/pinned-products/{category_id}: the pinned product ids, in order. */
export function usePinnedProducts(categoryId: string) {
  return useQuery(pinnedQuery(categoryId));
}

/** PUT the new order (comma-joined), or DELETE when nothing stays pinned. */
export function useSavePinnedMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ categoryId, ids }: { categoryId: string; ids: readonly string[] }) =>
      ids.length > 0
        ? callRoute(pinnedProductRoutes.replace, {
            params: { category_id: categoryId },
            body: { product_ids: ids.join(',') },
          })
        : callRoute(pinnedProductRoutes.clear, { params: { category_id: categoryId } }),
    onSuccess: (_answer, { categoryId }) =>
      queryClient.invalidateQueries({ queryKey: pinnedKeys.category(categoryId) }),
  });
}
