import type { PriceInterval, SandboxCheckout, SubscriptionStatus } from '@stockroom/contract';
import type { ProviderSubscription, VerifiedCheckout } from '../../payment-provider';
import type { SandboxCheckoutRow, SandboxSubscriptionRow } from './sandbox.queries';

/** A checkout can be paid for this long after it was opened, as a real provider's session. */
export const CHECKOUT_LIFETIME_MS = 24 * 60 * 60 * 1000;

export const EXPIRED_MESSAGE = 'A checkout can be paid for 24 hours. Go back to the product and start again.';

export type SandboxCheckoutStatus = SandboxCheckout['status'];

/** The status now: an unpaid checkout past its lifetime has expired, whether or not it was written. */
export function checkoutStatusAt(row: SandboxCheckoutRow, now: Date): SandboxCheckoutStatus {
  const status = row.status as SandboxCheckoutStatus;
  if (status === 'paid' || status === 'expired') return status;
  return row.created_at.getTime() + CHECKOUT_LIFETIME_MS <= now.getTime() ? 'expired' : status;
}

/** The sandbox's own statuses are active, past_due and ended; one that will not renew reads as canceled. */
export function providerSubscriptionOf(row: {
  id: string;
  status: string;
  current_period_end: Date;
  cancel_at_period_end: boolean;
}): ProviderSubscription {
  const status: SubscriptionStatus =
    row.status === 'ended' || row.status === 'past_due' ? row.status : row.cancel_at_period_end ? 'canceled' : 'active';
  return {
    id: row.id,
    status,
    currentPeriodEnd: row.current_period_end,
    cancelAtPeriodEnd: row.cancel_at_period_end,
  };
}

/** What `retrieveCheckout` answers: a declined attempt leaves the checkout open for another card. */
export function verifiedCheckoutOf(
  row: SandboxCheckoutRow,
  subscription: SandboxSubscriptionRow | null,
  now: Date,
): VerifiedCheckout {
  const status = checkoutStatusAt(row, now);
  return {
    sessionId: row.id,
    status: status === 'paid' ? 'paid' : status === 'expired' ? 'expired' : 'open',
    reference: row.reference,
    amount: row.amount,
    currency: row.currency,
    paymentId: status === 'paid' ? row.payment_id : null,
    subscription: status === 'paid' && subscription ? providerSubscriptionOf(subscription) : null,
  };
}

/** The checkout as its page shows it. */
export function sandboxCheckoutOf(row: SandboxCheckoutRow, now: Date): SandboxCheckout {
  const status = checkoutStatusAt(row, now);
  return {
    session_id: row.id,
    product_title: row.product_title,
    customer_email: row.customer_email,
    price: {
      amount: row.amount,
      currency: row.currency as SandboxCheckout['price']['currency'],
      interval: row.interval as PriceInterval,
    },
    status,
    message: status === 'expired' ? EXPIRED_MESSAGE : row.message,
    cancel_url: row.cancel_url,
    success_url: status === 'paid' ? row.success_url.replaceAll('{CHECKOUT_SESSION_ID}', row.id) : '',
  };
}
