import { type GroupUpdateSchema, groupRoutes } from '@stockroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { callRoute } from '../../../lib/api-client';
import { groupKeys } from './group-keys';

export type GroupUpdate = z.input<typeof GroupUpdateSchema>;

/** PUT /api/groups/{id}: renames the group and replaces its permissions (update_content_providers). */
export function useUpdateGroupMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: GroupUpdate }) =>
      callRoute(groupRoutes.update, { params: { id }, body }),
    onSuccess: (_answer, { id }) => {
      void queryClient.invalidateQueries({ queryKey: groupKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: groupKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: groupKeys.table() });
    },
  });
}
