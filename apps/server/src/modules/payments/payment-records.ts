/**
 * Recording what a provider verified, once (DESIGN §1.9). The completion call and the provider's
 * events both end here, inside their caller's transaction; every insert is keyed by the provider's
 * own id, so whichever arrives second (or twice, or at the same moment) changes nothing.
 */
import type { Db } from '@stockroom/db';
import type { PaymentEvent, VerifiedCheckout } from './payment-provider';
import {
  type CheckoutSessionRow,
  checkoutSessionRow,
  insertPaymentOnce,
  insertSubscriptionOnce,
  markCheckoutCompleted,
  subscriptionByProviderId,
  subscriptionIdByCheckout,
  updateSubscriptionRow,
} from './payments.queries';

export interface Recorded {
  subscriptionId: string;
  /** The member who paid. */
  userId: string;
  /** False when an earlier call or event had recorded it. */
  created: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A monthly or yearly price whose provider gave no subscription (it always should) still ends: a
 * period from now, rather than access for good that nobody paid for.
 */
function fallbackPeriodEnd(interval: string, now = new Date()) {
  if (interval === 'once') return null;
  return new Date(now.getTime() + (interval === 'year' ? 365 : 31) * DAY_MS);
}

/** The subscription and first payment of a paid checkout, and the checkout marked completed. */
export async function recordPaidCheckout(
  tx: Db,
  provider: string,
  session: CheckoutSessionRow,
  paid: VerifiedCheckout,
): Promise<Recorded> {
  const sub = paid.subscription;
  const inserted = await insertSubscriptionOnce(tx, {
    user_id: session.user_id,
    product_id: session.product_id,
    provider,
    checkout_session_id: session.id,
    provider_subscription_id: sub?.id ?? null,
    status: sub?.status ?? 'active',
    amount: session.amount,
    currency: session.currency,
    interval: session.interval,
    current_period_end: sub ? sub.currentPeriodEnd : fallbackPeriodEnd(session.interval),
    cancel_at_period_end: sub?.cancelAtPeriodEnd ?? false,
  });
  if (inserted === null) {
    // Recorded already (or by a call that won the race: its row is committed by the time the insert
    // gave way). Its payment came with it, so a second report of the checkout, even under another
    // event or payment id, adds nothing.
    const subscriptionId = await subscriptionIdByCheckout(tx, provider, session.id);
    if (!subscriptionId) throw new Error(`checkout ${session.id} has no subscription after recording it`);
    return { subscriptionId, userId: session.user_id, created: false };
  }
  await insertPaymentOnce(tx, {
    user_id: session.user_id,
    product_id: session.product_id,
    subscription_id: inserted,
    provider,
    provider_payment_id: paid.paymentId ?? session.id,
    checkout_session_id: session.id,
    kind: 'first',
    amount: paid.amount,
    currency: paid.currency,
  });
  await markCheckoutCompleted(tx, session.id);
  return { subscriptionId: inserted, userId: session.user_id, created: true };
}

/**
 * A verified event's change. A paid checkout we never opened (another installation's, or one
 * already gone) and a subscription we do not hold are only acknowledged: the event is recorded by
 * the caller, and nothing else.
 */
export async function applyPaymentEvent(tx: Db, provider: string, event: PaymentEvent): Promise<Recorded | null> {
  switch (event.kind) {
    case 'checkout.paid': {
      const session = await checkoutSessionRow(tx, event.checkout.sessionId);
      const ours = session && session.provider === provider && session.product_id === event.checkout.reference;
      if (!ours || event.checkout.status !== 'paid') return null;
      return recordPaidCheckout(tx, provider, session, event.checkout);
    }
    case 'subscription.renewed': {
      const sub = await subscriptionByProviderId(tx, provider, event.subscriptionId);
      if (!sub) return null;
      const paidNow = await insertPaymentOnce(tx, {
        user_id: sub.user_id,
        product_id: sub.product_id,
        subscription_id: sub.id,
        provider,
        provider_payment_id: event.paymentId,
        kind: 'renewal',
        amount: event.amount,
        currency: event.currency,
      });
      // A renewal reported late never moves the period back.
      const later = !sub.current_period_end || event.periodEnd > sub.current_period_end;
      if (paidNow && later) {
        await updateSubscriptionRow(tx, sub.id, { status: 'active', current_period_end: event.periodEnd });
      }
      return null;
    }
    case 'subscription.changed': {
      const sub = await subscriptionByProviderId(tx, provider, event.subscription.id);
      if (!sub) return null;
      await updateSubscriptionRow(tx, sub.id, {
        status: event.subscription.status,
        current_period_end: event.subscription.currentPeriodEnd,
        cancel_at_period_end: event.subscription.cancelAtPeriodEnd,
      });
      return null;
    }
    case 'other':
      return null;
  }
}

/** The type recorded with an event: ours for the ones we act on, the provider's for the rest. */
export const eventType = (event: PaymentEvent) => (event.kind === 'other' ? event.type : event.kind);
