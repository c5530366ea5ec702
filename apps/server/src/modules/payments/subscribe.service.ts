/**
 * Subscribing (DESIGN §1.3, §1.9): a member opens a checkout for a locked, priced product, pays on
 * the provider's page, and comes back; completion asks the provider and records the payment once.
 * Access follows what the provider verified, never the browser arriving on the success address.
 */
import type { Price } from '@stockroom/contract';
import type { AppDeps } from '../../deps';
import { AppError, fieldError, notFound } from '../../errors';
import { enforceRateLimits } from '../../lib/rate-limit';
import { lockedProductIds, type Viewer } from '../access/access.service';
import { priceOf } from '../products/products.mapper';
import { visibleProduct } from '../products/products.service';
import { userContact } from '../users/users.service';
import type { VerifiedCheckout } from './payment-provider';
import { recordPaidCheckout } from './payment-records';
import { checkoutSessionRow, insertCheckoutSession, subscriptionIdByCheckout } from './payments.queries';
import { mailReceipt, subscriptionView } from './subscriptions.service';

type SubscribeDeps = Pick<AppDeps, 'config' | 'database' | 'limiter' | 'mailer' | 'payments'>;

export const checkoutNotFound = () => notFound('Checkout not found');

/** The product's checkout: 404 as the product page, 400 when not for sale, 409 when already usable. */
export async function subscribe(deps: SubscribeDeps, viewer: Viewer, productId: string) {
  await enforceRateLimits(deps.limiter, [
    { key: `subscribe:user:${viewer.userId}`, rule: deps.config.rateLimits.subscribePerUser },
  ]);
  const db = deps.database.db;
  const found = await visibleProduct(deps, viewer, productId);
  const { product } = found;
  const price: Price | null = priceOf(product);
  if (!price) throw fieldError('id', 'This product is not for sale');
  if (!(await lockedProductIds(db, viewer, [found])).has(product.id)) {
    throw new AppError('conflict', 'You already have access to this product');
  }
  const member = await userContact(db, viewer.userId);
  const base = deps.config.publicBaseUrl;
  const page = `${base}/products/${product.id}`;
  const checkout = await deps.payments.createCheckout({
    reference: product.id,
    userId: viewer.userId,
    customerEmail: member?.email_address ?? '',
    productTitle: product.title,
    price,
    successUrl: `${page}?session_id={CHECKOUT_SESSION_ID}&ref_id=${product.id}`,
    cancelUrl: `${page}?checkout=cancelled`,
  });
  // The price of this moment: completion records what was offered, whatever an admin changes later.
  await insertCheckoutSession(db, {
    id: checkout.id,
    provider: deps.payments.name,
    user_id: viewer.userId,
    product_id: product.id,
    amount: price.amount,
    currency: price.currency,
    interval: price.interval,
  });
  return { session_id: checkout.id, url: checkout.url };
}

const DEFAULT_REASONS: Record<string, string> = {
  failed: 'the payment was declined',
  expired: 'the checkout expired; subscribe again to start a new one',
};

/** 409 while the payment is pending; 402 with the provider's reason once it failed. */
function refuseUnpaid(checkout: VerifiedCheckout): never {
  const reason = checkout.failureMessage?.trim() || DEFAULT_REASONS[checkout.status];
  if (checkout.status === 'open' && !checkout.failureMessage) {
    throw new AppError('conflict', 'The payment is not complete yet');
  }
  throw new AppError('payment_failed', `The payment did not go through: ${reason ?? 'the payment was declined'}`);
}

/**
 * Verifies the member's checkout with the provider and records it once: a second call, the
 * provider's event, or two tabs at once leave one subscription and one payment (`created` false).
 */
export async function completeSubscription(
  deps: SubscribeDeps & Pick<AppDeps, 'events'>,
  viewer: Viewer,
  body: { session_id: string; ref_id: string },
) {
  const db = deps.database.db;
  const provider = deps.payments.name;
  const session = await checkoutSessionRow(db, body.session_id);
  if (!session || session.user_id !== viewer.userId || session.provider !== provider) throw checkoutNotFound();
  if (session.product_id !== body.ref_id.toLowerCase()) {
    throw fieldError('ref_id', 'This checkout was opened for another product');
  }
  if (session.status === 'completed') {
    const recorded = await subscriptionIdByCheckout(db, provider, session.id);
    if (recorded) return { subscription: await subscriptionView(deps, recorded), created: false };
  }
  const checkout = await deps.payments.retrieveCheckout(session.id);
  if (!checkout) throw checkoutNotFound();
  if (checkout.reference !== session.product_id) {
    throw fieldError('ref_id', 'The payment provider holds this checkout for another product');
  }
  if (checkout.status !== 'paid') refuseUnpaid(checkout);
  const recorded = await db.transaction((tx) => recordPaidCheckout(tx, provider, session, checkout));
  const subscription = await subscriptionView(deps, recorded.subscriptionId);
  if (recorded.created) {
    deps.events.record({ kind: 'subscription', userId: viewer.userId, productId: subscription.product_id });
    await mailReceipt(deps, viewer.userId, subscription);
  }
  return { subscription, created: recorded.created };
}

/**
 * A checkout the provider already verified as paid, opened and recorded in one go as subscribe and
 * completion would have: for the demo's subscription, whose provider books are written beside it.
 */
export async function recordVerifiedCheckout(
  deps: Pick<AppDeps, 'database' | 'payments'>,
  opened: { userId: string; productId: string; price: Price },
  checkout: VerifiedCheckout,
) {
  const provider = deps.payments.name;
  return deps.database.db.transaction(async (tx) => {
    await insertCheckoutSession(tx, {
      id: checkout.sessionId,
      provider,
      user_id: opened.userId,
      product_id: opened.productId,
      amount: opened.price.amount,
      currency: opened.price.currency,
      interval: opened.price.interval,
    });
    const session = await checkoutSessionRow(tx, checkout.sessionId);
    if (!session) throw new Error(`checkout ${checkout.sessionId} was not stored`);
    return recordPaidCheckout(tx, provider, session, checkout);
  });
}
