import { brandSectionRoutes, type SectionCreate } from '@stockroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { invalidateBrandForm } from './admin-cache';

/** POST /brands-api/sections. */
export function useCreateSectionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SectionCreate) => callRoute(brandSectionRoutes.create, { body }),
    onSuccess: () => invalidateBrandForm(queryClient),
  });
}
