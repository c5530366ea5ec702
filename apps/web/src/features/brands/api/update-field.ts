import { brandFieldRoutes, type FieldUpdate } from '@stockroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { invalidateBrandForm } from './admin-cache';

/** PATCH /brands-api/fields/{id}: a new section moves the field there (the server keeps both sides in step). */
export function useUpdateFieldMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: FieldUpdate }) =>
      callRoute(brandFieldRoutes.update, { params: { id }, body }),
    onSuccess: () => invalidateBrandForm(queryClient),
  });
}
