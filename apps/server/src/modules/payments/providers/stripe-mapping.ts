/**
 * Stripe's objects mapped onto the provider interface's shapes. Stripe's API moves fields between
 * versions (a subscription's period end now lives on its items, an invoice's subscription under
 * `parent`): each reader takes the current place first and the older one as a fallback.
 */
import type { SubscriptionStatus } from '@stockroom/contract';
import type Stripe from 'stripe';
import type { ProviderSubscription, VerifiedCheckout } from '../payment-provider';

const fromUnix = (seconds: number) => new Date(seconds * 1000);
const idOf = (value: string | { id?: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * Stripe's statuses onto ours: unpaid or retrying is past_due; canceled (or never completed) is
 * ended; a live one set to stop (at period end, or at a date) is canceled.
 */
export function subscriptionStatusOf(subscription: Stripe.Subscription): SubscriptionStatus {
  switch (subscription.status) {
    case 'canceled':
    case 'incomplete_expired':
      return 'ended';
    case 'past_due':
    case 'unpaid':
    case 'incomplete':
    case 'paused':
      return 'past_due';
    default:
      return willNotRenew(subscription) ? 'canceled' : 'active';
  }
}

const willNotRenew = (subscription: Stripe.Subscription) =>
  subscription.cancel_at_period_end || subscription.cancel_at !== null;

/** The end of the paid period: on the first item (current API), else the subscription's own field (older ones). */
export function periodEndOf(subscription: Stripe.Subscription): Date {
  const fromItem = subscription.items?.data?.[0]?.current_period_end;
  const legacy = (subscription as { current_period_end?: number }).current_period_end;
  const seconds = fromItem ?? legacy;
  if (typeof seconds !== 'number') throw new Error(`Stripe subscription ${subscription.id} carries no period end`);
  return fromUnix(seconds);
}

export function providerSubscriptionOf(subscription: Stripe.Subscription, deleted = false): ProviderSubscription {
  return {
    id: subscription.id,
    status: deleted ? 'ended' : subscriptionStatusOf(subscription),
    currentPeriodEnd: periodEndOf(subscription),
    cancelAtPeriodEnd: willNotRenew(subscription),
  };
}

/**
 * A Checkout Session as verified: paid once Stripe says the money is taken. The payment's id is
 * the payment intent (one-time) or the subscription's first invoice, so that each renewal's
 * invoice id is a payment of its own.
 */
export function verifiedCheckoutOf(
  session: Stripe.Checkout.Session,
  subscription: Stripe.Subscription | null,
): VerifiedCheckout {
  const paid = session.payment_status === 'paid';
  return {
    sessionId: session.id,
    status: paid ? 'paid' : session.status === 'expired' ? 'expired' : 'open',
    reference: session.client_reference_id ?? session.metadata?.product_id ?? '',
    amount: session.amount_total ?? 0,
    currency: session.currency ?? '',
    paymentId: paid ? (idOf(session.payment_intent) ?? idOf(session.invoice) ?? session.id) : null,
    subscription: paid && subscription ? providerSubscriptionOf(subscription) : null,
  };
}

/** The subscription an invoice bills: under `parent` (current API), else the invoice's own field. */
export function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  const current = idOf(invoice.parent?.subscription_details?.subscription);
  return current ?? idOf((invoice as { subscription?: string | { id: string } | null }).subscription);
}

/** The period the invoice paid for ends at its latest line's end (null when it lists no lines). */
export function invoicePeriodEnd(invoice: Stripe.Invoice): Date | null {
  const ends = (invoice.lines?.data ?? []).map((line) => line.period?.end).filter((end) => typeof end === 'number');
  return ends.length > 0 ? fromUnix(Math.max(...ends)) : null;
}
