import { paymentRoutes } from '@stockroom/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { type AdminSubscriptionsListQuery, subscriptionKeys } from './keys';

/** GET /api/admin/subscriptions: one page of every member's, newest first, by status and product. */
export function useAdminSubscriptions(query: AdminSubscriptionsListQuery) {
  return useQuery({
    queryKey: subscriptionKeys.adminList(query),
    queryFn: ({ signal }) => callRoute(paymentRoutes.adminList, { query }, { signal }),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
    meta: { quietErrors: true },
  });
}
