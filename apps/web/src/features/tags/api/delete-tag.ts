import { tagRoutes } from '@stockroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { tagKeys } from './keys';

/** DELETE /api/tags/{id}: the tag goes for good, its provider links with it (decision 0007). */
export function useDeleteTagMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callRoute(tagRoutes.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tagKeys.lists() }),
  });
}
