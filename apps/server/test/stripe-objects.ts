/** Stripe-shaped objects for the adapter's tests, and a local Stripe that serves them. */
import { createStripeProvider } from '../src/modules/payments/providers/stripe-provider';
import { missing, startFakeStripe } from './fake-stripe';

export const SECRET_KEY = 'sk_test_stockroom';
export const WEBHOOK_SECRET = 'whsec_stockroom_test';
export const PERIOD_END = 1_800_000_000;
export const NEXT_PERIOD_END = 1_802_592_000;

export const subscription = (overrides: object = {}) => ({
  id: 'sub_1',
  object: 'subscription',
  status: 'active',
  cancel_at_period_end: false,
  cancel_at: null,
  items: { object: 'list', data: [{ id: 'si_1', object: 'subscription_item', current_period_end: PERIOD_END }] },
  ...overrides,
});
export const session = (overrides: object = {}) => ({
  id: 'cs_test_paid',
  object: 'checkout.session',
  mode: 'subscription',
  status: 'complete',
  payment_status: 'paid',
  amount_total: 1999,
  currency: 'usd',
  client_reference_id: 'product-1',
  metadata: { user_id: 'user-1', product_id: 'product-1' },
  payment_intent: null,
  invoice: 'in_first',
  subscription: subscription(),
  url: null,
  ...overrides,
});

/** A local Stripe answering sessions cs_test_paid, _open, _expired, _once and subscriptions sub_1, sub_legacy. */
export async function startStripeForTests() {
  const fake = await startFakeStripe({
    'POST /v1/checkout/sessions': () => ({
      body: {
        ...session(),
        id: 'cs_test_new',
        status: 'open',
        payment_status: 'unpaid',
        subscription: null,
        url: 'https://checkout.stripe.com/c/pay/cs_test_new',
      },
    }),
    'GET /v1/checkout/sessions/cs_test_paid': () => ({ body: session() }),
    'GET /v1/checkout/sessions/cs_test_open': () => ({
      body: session({
        id: 'cs_test_open',
        status: 'open',
        payment_status: 'unpaid',
        subscription: null,
        invoice: null,
      }),
    }),
    'GET /v1/checkout/sessions/cs_test_expired': () => ({
      body: session({ id: 'cs_test_expired', status: 'expired', payment_status: 'unpaid', subscription: null }),
    }),
    'GET /v1/checkout/sessions/cs_test_once': () => ({
      body: session({
        id: 'cs_test_once',
        mode: 'payment',
        payment_intent: 'pi_once',
        invoice: null,
        subscription: null,
      }),
    }),
    'GET /v1/checkout/sessions/:id': (call) => missing('checkout.session', call.path.split('/').at(-1) ?? ''),
    'GET /v1/subscriptions/sub_1': () => ({ body: subscription() }),
    'GET /v1/subscriptions/sub_legacy': () => ({
      body: subscription({
        id: 'sub_legacy',
        items: { object: 'list', data: [{ id: 'si_2' }] },
        current_period_end: PERIOD_END,
      }),
    }),
    'POST /v1/subscriptions/sub_1': (call) => ({
      body: subscription({ cancel_at_period_end: call.form.get('cancel_at_period_end') === 'true' }),
    }),
    'POST /v1/subscriptions/:id': (call) => missing('subscription', call.path.split('/').at(-1) ?? ''),
  });
  const stripe = createStripeProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, client: fake.client });
  return { fake, stripe, lastCall: () => fake.calls.at(-1)! };
}
