import { paymentRoutes } from '@stockroom/contract';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { subscriptionKeys } from './keys';

/** GET /api/admin/revenue: payments and live subscriptions per product, provider and currency. */
export function useRevenue() {
  return useQuery({
    queryKey: subscriptionKeys.revenue(),
    queryFn: ({ signal }) => callRoute(paymentRoutes.revenue, {}, { signal }),
    meta: { quietErrors: true },
  });
}
