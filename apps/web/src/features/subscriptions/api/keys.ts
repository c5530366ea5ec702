import type { SubscriptionStatus } from '@stockroom/contract';

/** Query keys of subscriptions: the member's own, and the admins' list and revenue. */
const all = ['subscriptions'] as const;

/** One page of the admins' subscriptions table, as the server is asked for it. */
export interface AdminSubscriptionsListQuery {
  page: number;
  page_size: number;
  status?: SubscriptionStatus;
  product_id?: string;
}

export const subscriptionKeys = {
  all,
  mine: () => [...all, 'mine'] as const,
  adminLists: () => [...all, 'admin-list'] as const,
  adminList: (query: AdminSubscriptionsListQuery) => [...subscriptionKeys.adminLists(), query] as const,
  revenue: () => [...all, 'revenue'] as const,
};
