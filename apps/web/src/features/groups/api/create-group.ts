import { type GroupCreateSchema, groupRoutes } from '@stockroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { callRoute } from '../../../lib/api-client';
import { groupKeys } from './group-keys';

export type GroupCreate = z.input<typeof GroupCreateSchema>;

/** POST /api/groups; a new group shows in the pickers and the table. */
export function useCreateGroupMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GroupCreate) => callRoute(groupRoutes.create, { body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: groupKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: groupKeys.table() });
    },
  });
}
