import { type UserUpdate, userRoutes } from '@stockroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { currentUserKeys, currentUserQuery } from '../../../lib/current-user';
import { groupKeysUsed, userKeys } from './user-keys';

/**
 * PUT /api/user/{id} as an admin: profile, status, groups and the admin flag. Refreshes the lists,
 * the group member counts when groups were sent, and the header when admins edit themselves.
 */
export function useUpdateUserMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UserUpdate }) =>
      callRoute(userRoutes.updateUser, { params: { id }, body }),
    onSuccess: (saved, { body }) => {
      void queryClient.invalidateQueries({ queryKey: userKeys.lists() });
      if (body.groups !== undefined) void queryClient.invalidateQueries({ queryKey: groupKeysUsed.table });
      const me = queryClient.getQueryData(currentUserQuery().queryKey);
      if (me?.username === saved.username) {
        void queryClient.invalidateQueries({ queryKey: currentUserKeys.all });
        void queryClient.invalidateQueries({ queryKey: userKeys.me() });
      }
    },
  });
}
