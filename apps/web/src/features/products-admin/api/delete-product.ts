import { adminProductRoutes } from '@stockroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { productKeys, templateKeysUsed } from './keys';

/** DELETE /api/products/{id}: gone for good, with its links. */
export function useDeleteProductMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callRoute(adminProductRoutes.remove, { params: { id } }),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: productKeys.detail(id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: productKeys.lists() }),
        // A template the product used no longer lists it.
        queryClient.invalidateQueries({ queryKey: templateKeysUsed.all }),
      ]);
    },
  });
}
