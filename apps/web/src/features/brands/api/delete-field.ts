import { brandFieldRoutes } from '@stockroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { invalidateBrandForm } from './admin-cache';

/** DELETE /brands-api/fields/{id}: the field leaves its section; brands keep their values. */
export function useDeleteFieldMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callRoute(brandFieldRoutes.remove, { params: { id } }),
    onSuccess: () => invalidateBrandForm(queryClient),
  });
}
