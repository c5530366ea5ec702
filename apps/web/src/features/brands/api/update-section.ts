import { brandSectionRoutes, type SectionUpdate } from '@stockroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { invalidateBrandForm } from './admin-cache';

/** PATCH /brands-api/sections/{id}: renames a section or orders its fields (fields sent move here). */
export function useUpdateSectionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: SectionUpdate }) =>
      callRoute(brandSectionRoutes.update, { params: { id }, body }),
    onSuccess: () => invalidateBrandForm(queryClient),
  });
}
