import { type SandboxCheckout, sandboxCheckoutRoutes } from '@stockroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { checkoutKeys } from './keys';

/** POST …/confirm: the bank's second step, approved or failed. */
export function useConfirmMutation(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (approve: boolean) =>
      callRoute(sandboxCheckoutRoutes.confirm, { params: { session_id: sessionId }, body: { approve } }),
    onSuccess: (checkout: SandboxCheckout) => queryClient.setQueryData(checkoutKeys.session(sessionId), checkout),
    meta: { quietErrors: true },
  });
}
