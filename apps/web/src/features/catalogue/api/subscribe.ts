import { paymentRoutes } from '@stockroom/contract';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';

/** POST /api/subscribe: opens the provider's checkout for a priced, locked product; answers its address. */
export function useSubscribeMutation() {
  return useMutation({
    mutationFn: (productId: string) => callRoute(paymentRoutes.subscribe, { body: { id: productId } }),
    // The button shows the failure beside itself, the server's message included.
    meta: { quietErrors: true },
  });
}
