import { type SignUpRequest, userRoutes } from '@stockroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { groupKeysUsed, userKeys } from './user-keys';

/** POST /user with an admin's token: the user is created directly, in the status and groups given. */
export function useCreateUserMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignUpRequest) => callRoute(userRoutes.signUp, { body }),
    onSuccess: (_answer, body) => {
      void queryClient.invalidateQueries({ queryKey: userKeys.lists() });
      if (body.groups?.length) void queryClient.invalidateQueries({ queryKey: groupKeysUsed.table });
    },
  });
}
