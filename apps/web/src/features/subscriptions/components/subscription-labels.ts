import type { Subscription, SubscriptionStatus } from '@stockroom/contract';
import { formatDay } from '../../../lib/dates';

type ChipColor = 'success' | 'warning' | 'default' | 'info';

export const STATUS_LABELS: Record<SubscriptionStatus, { label: string; color: ChipColor }> = {
  active: { label: 'Active', color: 'success' },
  canceled: { label: 'Cancelled', color: 'info' },
  past_due: { label: 'Payment due', color: 'warning' },
  ended: { label: 'Ended', color: 'default' },
};

/** "Renews on …", "Ends on …", "Ended" or "Paid once": what happens next to a subscription. */
export function periodText(s: Pick<Subscription, 'status' | 'price' | 'current_period_end' | 'cancel_at_period_end'>) {
  if (s.price.interval === 'once' || !s.current_period_end) return 'Paid once';
  if (s.status === 'ended') return 'Ended';
  const end = formatDay(s.current_period_end);
  if (s.cancel_at_period_end || s.status === 'canceled') return `Ends on ${end}`;
  if (s.status === 'past_due') return `Payment failed — access until ${end}`;
  return `Renews on ${end}`;
}

/** Renewal can be stopped while it is still going to happen… */
export const canCancelRenewal = (s: Subscription) =>
  s.price.interval !== 'once' && !s.cancel_at_period_end && (s.status === 'active' || s.status === 'past_due');

/** …and started again until the paid period is over. */
export const canResume = (s: Subscription) =>
  s.price.interval !== 'once' && s.cancel_at_period_end && s.status !== 'ended' && s.grants_access;
