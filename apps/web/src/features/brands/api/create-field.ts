import { brandFieldRoutes, type FieldCreate } from '@stockroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { invalidateBrandForm } from './admin-cache';

/** POST /brands-api/fields: naming a section appends the field there. */
export function useCreateFieldMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FieldCreate) => callRoute(brandFieldRoutes.create, { body }),
    onSuccess: () => invalidateBrandForm(queryClient),
  });
}
