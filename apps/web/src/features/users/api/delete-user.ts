import { userRoutes } from '@stockroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { groupKeysUsed, userKeys } from './user-keys';

/** DELETE /api/user/{id}: the user leaves the lists and their groups' member counts. */
export function useDeleteUserMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callRoute(userRoutes.deleteUser, { params: { id } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: userKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: groupKeysUsed.table });
    },
  });
}
