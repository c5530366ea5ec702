import { paymentRoutes } from '@stockroom/contract';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { subscriptionKeys } from './keys';

/** GET /api/subscriptions: the member's own, newest first. */
export function useMySubscriptions() {
  return useQuery({
    queryKey: subscriptionKeys.mine(),
    queryFn: ({ signal }) => callRoute(paymentRoutes.mine, {}, { signal }),
    // The section shows the failure with a way to try again.
    meta: { quietErrors: true },
  });
}
