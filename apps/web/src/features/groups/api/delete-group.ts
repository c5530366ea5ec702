import { groupRoutes } from '@stockroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { groupKeys, USER_LISTS_KEY } from './group-keys';

/** DELETE /api/groups/{id}; the group also leaves its members' records. */
export function useDeleteGroupMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callRoute(groupRoutes.remove, { params: { id } }),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: groupKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: groupKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: groupKeys.table() });
      void queryClient.invalidateQueries({ queryKey: USER_LISTS_KEY });
    },
  });
}
