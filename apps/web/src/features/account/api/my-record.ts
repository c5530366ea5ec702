import { type ChangePasswordSchema, type UserUpdate, userRoutes } from '@stockroom/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { callRoute } from '../../../lib/api-client';
import { currentUserKeys } from '../../../lib/current-user';

/** Query keys of the signed-in person's full record. */
export const myRecordKeys = { all: ['users', 'me'] as const };

const myRecordQuery = () =>
  queryOptions({
    queryKey: myRecordKeys.all,
    queryFn: ({ signal }) => callRoute(userRoutes.me, {}, { signal }),
  });

/** GET /api/user: the caller's own record. */
export function useMyRecord() {
  return useQuery(myRecordQuery());
}

/** PUT /api/user/{id} with profile fields only; refreshes the record and the header's name. */
export function useUpdateProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UserUpdate }) =>
      callRoute(userRoutes.updateUser, { params: { id }, body }),
    onSuccess: (record) => {
      queryClient.setQueryData(myRecordKeys.all, record);
      void queryClient.invalidateQueries({ queryKey: currentUserKeys.all });
    },
  });
}

/** POST /api/user/{user_id}/change-password; the server then ends every login of the user. */
export function useChangePasswordMutation() {
  return useMutation({
    mutationFn: ({ userId, body }: { userId: string; body: z.input<typeof ChangePasswordSchema> }) =>
      callRoute(userRoutes.changePassword, { params: { user_id: userId }, body }),
  });
}
