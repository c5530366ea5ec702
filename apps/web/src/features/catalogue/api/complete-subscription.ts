import { paymentRoutes } from '@stockroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { catalogueKeys } from './keys';

/**
 * POST /api/payment/complete-subscription: the server asks the provider whether the checkout was
 * paid and records it once. Once recorded the product is unlocked everywhere the member sees it
 * (its page, sections, search), so the whole catalogue is read again.
 */
export function useCompleteSubscriptionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { session_id: string; ref_id: string }) => callRoute(paymentRoutes.complete, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
    // The page says what happened in its own alert.
    meta: { quietErrors: true },
  });
}
