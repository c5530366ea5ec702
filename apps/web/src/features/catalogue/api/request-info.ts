import { productRoutes } from '@stockroom/contract';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';

/** POST /api/products/{id}/info: e-mails the administrators; limited per member (429). */
export function useRequestInfoMutation(id: string) {
  return useMutation({
    mutationFn: (message: string) =>
      callRoute(productRoutes.requestInfo, { params: { id }, body: message ? { message } : {} }),
    // The dialog shows the failure, the server's message included.
    meta: { quietErrors: true },
  });
}
