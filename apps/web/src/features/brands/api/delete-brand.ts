import { brandRoutes } from '@stockroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { usersKeysUsed } from './admin-cache';
import { brandKeys } from './brand-keys';

/** DELETE /brands-api/brands/{id}: the brand leaves the list and its members are unlinked. */
export function useDeleteBrandMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callRoute(brandRoutes.remove, { params: { id } }),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: brandKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: brandKeys.lists() });
      // The users table shows each member's brand name.
      void queryClient.invalidateQueries({ queryKey: usersKeysUsed.lists });
    },
  });
}
