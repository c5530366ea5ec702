import { brandSectionRoutes } from '@stockroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { invalidateBrandForm } from './admin-cache';

/** DELETE /brands-api/sections/{id}: its fields stay, in no section. */
export function useDeleteSectionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callRoute(brandSectionRoutes.remove, { params: { id } }),
    onSuccess: () => invalidateBrandForm(queryClient),
  });
}
