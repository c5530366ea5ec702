import { templateRoutes } from '@stockroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { templateKeys } from './keys';

/** DELETE /api/templates/{id}: refused with 409 while a product still uses the template. */
export function useDeleteTemplateMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    // A conflict gets a dialog naming the products; other failures a message of its own.
    meta: { quietErrors: true },
    mutationFn: (id: string) => callRoute(templateRoutes.remove, { params: { id } }),
    // The deleted template's detail is left to expire: the page showing it is on its way out.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.list() }),
    // A conflict means the list's product links are stale: read them again.
    onError: () => queryClient.invalidateQueries({ queryKey: templateKeys.all }),
  });
}
