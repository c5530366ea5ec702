import { type SandboxCheckout, type SandboxPaySchema, sandboxCheckoutRoutes } from '@stockroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { callRoute } from '../../../lib/api-client';
import { checkoutKeys } from './keys';

export type CardForm = z.input<typeof SandboxPaySchema>;

/** POST …/pay: the answer is the checkout after the attempt (paid, declined, or waiting for the bank). */
export function usePayMutation(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (card: CardForm) =>
      callRoute(sandboxCheckoutRoutes.pay, { params: { session_id: sessionId }, body: card }),
    onSuccess: (checkout: SandboxCheckout) => queryClient.setQueryData(checkoutKeys.session(sessionId), checkout),
    // The form shows the failure next to the Pay button.
    meta: { quietErrors: true },
  });
}
