/**
 * Stripe Checkout behind the provider interface (DESIGN §1.9): Stripe's hosted page takes the
 * card, its signed webhooks report payments, renewals and changes. Only ids and amounts cross.
 */
import Stripe from 'stripe';
import { AppError, notFound } from '../../../errors';
import { type PaymentEvent, type PaymentProvider, WebhookSignatureError } from '../payment-provider';
import {
  invoicePeriodEnd,
  invoiceSubscriptionId,
  periodEndOf,
  providerSubscriptionOf,
  verifiedCheckoutOf,
} from './stripe-mapping';

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** Where the SDK sends its calls: tests point it at a local server. */
  client?: Stripe.StripeConfig;
}

const isMissing = (error: unknown) => error instanceof Stripe.errors.StripeError && error.code === 'resource_missing';

/** Stripe out of reach or failing on its side is a 503 the member may retry; anything else is our bug. */
async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (
      error instanceof Stripe.errors.StripeConnectionError ||
      error instanceof Stripe.errors.StripeAPIError ||
      error instanceof Stripe.errors.StripeRateLimitError
    ) {
      throw new AppError('unavailable', 'The payment provider could not be reached. Try again in a minute.');
    }
    throw error;
  }
}

export function createStripeProvider(options: StripeOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, options.client);

  const retrieveSubscription = (id: string) => call(() => stripe.subscriptions.retrieve(id));

  async function mapEvent(event: Stripe.Event): Promise<PaymentEvent> {
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const session = event.data.object;
        // Completed with a payment still on its way (a bank debit): its async_payment_succeeded follows.
        if (session.payment_status !== 'paid') return { id: event.id, kind: 'other', type: event.type };
        const subscription =
          typeof session.subscription === 'string'
            ? await retrieveSubscription(session.subscription)
            : session.subscription;
        return { id: event.id, kind: 'checkout.paid', checkout: verifiedCheckoutOf(session, subscription) };
      }
      case 'invoice.paid': {
        const invoice = event.data.object;
        const subscriptionId = invoiceSubscriptionId(invoice);
        // The first invoice is the checkout's own payment (checkout.paid); only later cycles are renewals.
        if (!subscriptionId || invoice.billing_reason !== 'subscription_cycle') {
          return { id: event.id, kind: 'other', type: event.type };
        }
        const periodEnd = invoicePeriodEnd(invoice) ?? periodEndOf(await retrieveSubscription(subscriptionId));
        return {
          id: event.id,
          kind: 'subscription.renewed',
          subscriptionId,
          paymentId: invoice.id,
          amount: invoice.amount_paid,
          currency: invoice.currency,
          periodEnd,
        };
      }
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        const deleted = event.type === 'customer.subscription.deleted';
        return {
          id: event.id,
          kind: 'subscription.changed',
          subscription: providerSubscriptionOf(event.data.object, deleted),
        };
      }
      default:
        return { id: event.id, kind: 'other', type: event.type };
    }
  }

  return {
    name: 'stripe',
    signatureHeader: 'stripe-signature',

    async createCheckout(input) {
      const { price } = input;
      const recurring = price.interval === 'once' ? null : { interval: price.interval };
      const metadata = { user_id: input.userId, product_id: input.reference };
      const session = await call(() =>
        stripe.checkout.sessions.create({
          mode: recurring ? 'subscription' : 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: price.currency,
                unit_amount: price.amount,
                product_data: { name: input.productTitle },
                ...(recurring && { recurring }),
              },
            },
          ],
          client_reference_id: input.reference,
          ...(input.customerEmail && { customer_email: input.customerEmail }),
          metadata,
          ...(recurring ? { subscription_data: { metadata } } : { payment_intent_data: { metadata } }),
          // Stripe itself puts the session id in place of {CHECKOUT_SESSION_ID}.
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        }),
      );
      if (!session.url) throw new Error(`Stripe opened checkout ${session.id} without a page address`);
      return { id: session.id, url: session.url };
    },

    async retrieveCheckout(sessionId) {
      try {
        const session = await call(() => stripe.checkout.sessions.retrieve(sessionId, { expand: ['subscription'] }));
        const subscription =
          typeof session.subscription === 'string'
            ? await retrieveSubscription(session.subscription)
            : session.subscription;
        return verifiedCheckoutOf(session, subscription);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      try {
        const subscription = await call(() =>
          stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel }),
        );
        return providerSubscriptionOf(subscription);
      } catch (error) {
        if (isMissing(error)) throw notFound('This subscription does not exist or has ended');
        throw error;
      }
    },

    async parseWebhook(rawBody, signature) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', options.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : 'The signature does not verify');
      }
      return mapEvent(event);
    },

    async close() {},
  };
}
