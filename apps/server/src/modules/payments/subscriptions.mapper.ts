import type { Price, RevenueRow, Subscription, SubscriptionStatus } from '@stockroom/contract';
import type { RevenueRecord, SubscriptionView } from './subscriptions.queries';

type SubscriptionRow = SubscriptionView['subscription'];

/** Whether the subscription unlocks its product at `now` (DESIGN §1.3), as access.queries decides it. */
export const grantsAccess = (row: Pick<SubscriptionRow, 'status' | 'current_period_end'>, now = new Date()) =>
  row.status !== 'ended' && (row.current_period_end === null || row.current_period_end > now);

/** A period that passed without a renewal shows as ended: the product is locked again. */
export const shownStatus = (row: SubscriptionRow, now = new Date()): SubscriptionStatus =>
  grantsAccess(row, now) ? (row.status as SubscriptionStatus) : 'ended';

export const priceOfSubscription = (row: Pick<SubscriptionRow, 'amount' | 'currency' | 'interval'>): Price => ({
  amount: row.amount,
  currency: row.currency as Price['currency'],
  interval: row.interval as Price['interval'],
});

export function toSubscription({ subscription: row, product_title }: SubscriptionView, now = new Date()): Subscription {
  return {
    id: row.id,
    product_id: row.product_id,
    product_title,
    provider: row.provider as Subscription['provider'],
    status: shownStatus(row, now),
    price: priceOfSubscription(row),
    current_period_end: row.current_period_end?.toISOString() ?? null,
    cancel_at_period_end: row.cancel_at_period_end,
    grants_access: grantsAccess(row, now),
    created_at: row.created_at.toISOString(),
  };
}

export function toRevenueRow(row: RevenueRecord): RevenueRow {
  return {
    product_id: row.product_id,
    product_title: row.product_title ?? 'Deleted product',
    provider: row.provider as RevenueRow['provider'],
    currency: row.currency as RevenueRow['currency'],
    payments: row.payments,
    amount: row.amount,
    active_subscriptions: row.active_subscriptions,
  };
}
