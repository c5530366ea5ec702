/**
 * The demo member's subscription (DESIGN §1.3): a monthly one to a product their group sees locked,
 * paid twelve days ago with the sandbox's test card, so that the product is open to them, the admin's
 * revenue screen is not empty, and the sandbox renews it at the end of its period. With Stripe as the
 * provider there is no demo subscription: its books are Stripe's.
 */
import { slugify } from '@stockroom/contract';
import type { AppDeps } from '../deps';
import { sandboxId } from '../modules/payments/providers/sandbox/sandbox-events';
import { addInterval } from '../modules/payments/providers/sandbox/sandbox-periods';
import { recordVerifiedCheckout } from '../modules/payments/subscribe.service';
import type { DatedDemoProduct } from './demo-products';
import { backdateSubscription, insertSandboxBooks } from './demo-subscription.queries';

/** The product the first run's demo member subscribed to. */
export const DEMO_SUBSCRIBED_TITLE = 'Small Business Week Push';
const PAID_DAYS_AGO = 12;

/** Answers the subscribed product's title, or null when there is nothing to subscribe for. */
export async function seedDemoSubscription(
  deps: AppDeps,
  products: DatedDemoProduct[],
  productIds: Map<string, string>,
  memberId: string | undefined,
) {
  const demo = products.find((p) => p.title === DEMO_SUBSCRIBED_TITLE);
  const productId = productIds.get(slugify(DEMO_SUBSCRIBED_TITLE));
  const price = demo?.price;
  if (deps.payments.name !== 'sandbox' || !memberId || !productId || !price || price.interval === 'once') return null;
  const paidAt = new Date(Date.now() - PAID_DAYS_AGO * 24 * 60 * 60 * 1000);
  const periodEnd = addInterval(paidAt, price.interval);
  const base = deps.config.publicBaseUrl;
  const ids = { checkout: sandboxId('cs'), payment: sandboxId('pi'), subscription: sandboxId('sub') };
  await insertSandboxBooks(
    deps.database.db,
    {
      id: ids.checkout,
      reference: productId,
      product_title: DEMO_SUBSCRIBED_TITLE,
      customer_email: 'member@stockroom.local',
      amount: price.amount,
      currency: price.currency,
      interval: price.interval,
      success_url: `${base}/products/${productId}?session_id={CHECKOUT_SESSION_ID}&ref_id=${productId}`,
      cancel_url: `${base}/products/${productId}?checkout=cancelled`,
      status: 'paid',
      card_last4: '4242',
      payment_id: ids.payment,
      subscription_id: ids.subscription,
      created_at: paidAt,
      updated_at: paidAt,
    },
    {
      id: ids.subscription,
      checkout_id: ids.checkout,
      interval: price.interval,
      amount: price.amount,
      currency: price.currency,
      card_last4: '4242',
      current_period_end: periodEnd,
      created_at: paidAt,
      updated_at: paidAt,
    },
  );
  const recorded = await recordVerifiedCheckout(
    deps,
    { userId: memberId, productId, price },
    {
      sessionId: ids.checkout,
      status: 'paid',
      reference: productId,
      amount: price.amount,
      currency: price.currency,
      paymentId: ids.payment,
      subscription: { id: ids.subscription, status: 'active', currentPeriodEnd: periodEnd, cancelAtPeriodEnd: false },
    },
  );
  await backdateSubscription(deps.database.db, recorded.subscriptionId, ids.checkout, paidAt);
  return DEMO_SUBSCRIBED_TITLE;
}
