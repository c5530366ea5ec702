import Stripe from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';
import { missing, startFakeStripe } from '../../../../test/fake-stripe';
import { checkoutInput, MONTHLY, ONCE } from '../../../../test/sandbox-payments';
import { AppError } from '../../../errors';
import { WebhookSignatureError } from '../payment-provider';
import { createStripeProvider } from './stripe-provider';

const SECRET_KEY = 'sk_test_stockroom';
const WEBHOOK_SECRET = 'whsec_stockroom_test';
const PERIOD_END = 1_800_000_000;
const NEXT_PERIOD_END = 1_802_592_000;

const subscription = (overrides: object = {}) => ({
  id: 'sub_1',
  object: 'subscription',
  status: 'active',
  cancel_at_period_end: false,
  cancel_at: null,
  items: { object: 'list', data: [{ id: 'si_1', object: 'subscription_item', current_period_end: PERIOD_END }] },
  ...overrides,
});
const session = (overrides: object = {}) => ({
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
    body: session({ id: 'cs_test_open', status: 'open', payment_status: 'unpaid', subscription: null, invoice: null }),
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
afterAll(() => fake.close());

const stripe = createStripeProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, client: fake.client });
const lastCall = () => fake.calls.at(-1)!;
/** Only its offline helpers are used: it signs events as Stripe's servers do. */
const signer = new Stripe(SECRET_KEY);

describe('opening a Stripe Checkout session', () => {
  it('asks for a subscription with a monthly price, our reference, the e-mail, metadata and both addresses', async () => {
    const input = checkoutInput(MONTHLY, { reference: 'product-1', userId: 'user-1' });
    const checkout = await stripe.createCheckout(input);
    expect(checkout).toEqual({ id: 'cs_test_new', url: 'https://checkout.stripe.com/c/pay/cs_test_new' });
    const call = lastCall();
    expect(call).toMatchObject({
      method: 'POST',
      path: '/v1/checkout/sessions',
      authorization: `Bearer ${SECRET_KEY}`,
    });
    expect(Object.fromEntries(call.form)).toEqual({
      mode: 'subscription',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '1999',
      'line_items[0][price_data][product_data][name]': 'Spring brochure',
      'line_items[0][price_data][recurring][interval]': 'month',
      client_reference_id: 'product-1',
      customer_email: 'member@example.com',
      'metadata[user_id]': 'user-1',
      'metadata[product_id]': 'product-1',
      'subscription_data[metadata][user_id]': 'user-1',
      'subscription_data[metadata][product_id]': 'product-1',
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
    });
    expect(call.form.get('success_url')).toContain('{CHECKOUT_SESSION_ID}');
  });

  it('asks for a one-time payment, without a recurring price, for a price paid once', async () => {
    await stripe.createCheckout(checkoutInput(ONCE, { reference: 'product-2', userId: 'user-2', customerEmail: '' }));
    const form = lastCall().form;
    expect(form.get('mode')).toBe('payment');
    expect(form.get('line_items[0][price_data][currency]')).toBe('gbp');
    expect([...form.keys()].some((key) => key.includes('recurring'))).toBe(false);
    expect(form.get('payment_intent_data[metadata][product_id]')).toBe('product-2');
    expect(form.has('customer_email')).toBe(false);
  });

  it('answers 503 when Stripe cannot be reached', async () => {
    const unreachable = createStripeProvider({
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      client: { ...fake.client, port: 9 },
    });
    const opening = unreachable.createCheckout(checkoutInput());
    await expect(opening).rejects.toBeInstanceOf(AppError);
    await expect(opening).rejects.toMatchObject({ code: 'unavailable' });
  });
});

describe('verifying a session', () => {
  it('maps a paid subscription session, expanding its subscription and reading the period end from its item', async () => {
    expect(await stripe.retrieveCheckout('cs_test_paid')).toEqual({
      sessionId: 'cs_test_paid',
      status: 'paid',
      reference: 'product-1',
      amount: 1999,
      currency: 'usd',
      paymentId: 'in_first',
      subscription: {
        id: 'sub_1',
        status: 'active',
        currentPeriodEnd: new Date(PERIOD_END * 1000),
        cancelAtPeriodEnd: false,
      },
    });
    const call = lastCall();
    expect(call).toMatchObject({ method: 'GET', path: '/v1/checkout/sessions/cs_test_paid' });
    expect(call.query.getAll('expand[0]')).toEqual(['subscription']);
  });

  it('maps a paid one-time session to its payment intent, an open one and an expired one', async () => {
    expect(await stripe.retrieveCheckout('cs_test_once')).toMatchObject({
      status: 'paid',
      paymentId: 'pi_once',
      subscription: null,
    });
    expect(await stripe.retrieveCheckout('cs_test_open')).toMatchObject({
      status: 'open',
      paymentId: null,
      subscription: null,
    });
    expect(await stripe.retrieveCheckout('cs_test_expired')).toMatchObject({ status: 'expired', paymentId: null });
  });

  it('answers null for a session Stripe does not know', async () => {
    expect(await stripe.retrieveCheckout('cs_test_unknown')).toBeNull();
  });
});

describe('cancelling at period end', () => {
  it('updates the subscription and maps it: cancelled, then renewing again', async () => {
    expect(await stripe.setCancelAtPeriodEnd('sub_1', true)).toEqual({
      id: 'sub_1',
      status: 'canceled',
      currentPeriodEnd: new Date(PERIOD_END * 1000),
      cancelAtPeriodEnd: true,
    });
    expect(lastCall()).toMatchObject({ method: 'POST', path: '/v1/subscriptions/sub_1' });
    expect(Object.fromEntries(lastCall().form)).toEqual({ cancel_at_period_end: 'true' });
    expect(await stripe.setCancelAtPeriodEnd('sub_1', false)).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: false,
    });
    expect(lastCall().form.get('cancel_at_period_end')).toBe('false');
  });

  it('answers not found for a subscription Stripe does not know', async () => {
    await expect(stripe.setCancelAtPeriodEnd('sub_unknown', true)).rejects.toMatchObject({ code: 'not_found' });
  });
});

/** An event as Stripe sends it, with a signature made the way Stripe makes it. */
function signed(type: string, object: object, options: { secret?: string; timestamp?: number } = {}) {
  const payload = JSON.stringify({
    id: `evt_${type.replaceAll('.', '_')}`,
    object: 'event',
    type,
    created: 1,
    data: { object },
  });
  const signature = signer.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    ...(options.timestamp !== undefined && { timestamp: options.timestamp }),
  });
  return { payload, signature };
}
const parse = ({ payload, signature }: { payload: string; signature: string | undefined }) =>
  stripe.parseWebhook(Buffer.from(payload), signature);

describe('webhook signatures', () => {
  const good = signed('checkout.session.completed', session());

  it('accepts an event signed with the webhook secret', async () => {
    await expect(parse(good)).resolves.toMatchObject({ id: 'evt_checkout_session_completed', kind: 'checkout.paid' });
  });

  it('refuses a tampered body, another secret, a stale signature and none', async () => {
    const tampered = { ...good, payload: good.payload.replace('1999', '1') };
    await expect(parse(tampered)).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(
      parse(signed('checkout.session.completed', session(), { secret: 'whsec_other' })),
    ).rejects.toBeInstanceOf(WebhookSignatureError);
    const stale = signed('checkout.session.completed', session(), { timestamp: Math.floor(Date.now() / 1000) - 600 });
    await expect(parse(stale)).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(parse({ ...good, signature: undefined })).rejects.toBeInstanceOf(WebhookSignatureError);
  });
});

describe('webhook events', () => {
  it('maps a completed session that carries only its subscription id, fetching the subscription', async () => {
    const event = await parse(signed('checkout.session.completed', session({ subscription: 'sub_1' })));
    expect(event).toEqual({
      id: 'evt_checkout_session_completed',
      kind: 'checkout.paid',
      checkout: expect.objectContaining({
        sessionId: 'cs_test_paid',
        status: 'paid',
        subscription: expect.objectContaining({ id: 'sub_1' }),
      }),
    });
    expect(lastCall()).toMatchObject({ method: 'GET', path: '/v1/subscriptions/sub_1' });
  });

  it('maps an async payment that succeeded, and leaves a completed session still awaiting its money as other', async () => {
    const succeeded = await parse(
      signed(
        'checkout.session.async_payment_succeeded',
        session({ subscription: null, mode: 'payment', payment_intent: 'pi_2' }),
      ),
    );
    expect(succeeded).toMatchObject({ kind: 'checkout.paid', checkout: { paymentId: 'pi_2', subscription: null } });
    const pending = await parse(signed('checkout.session.completed', session({ payment_status: 'unpaid' })));
    expect(pending).toEqual({
      id: 'evt_checkout_session_completed',
      kind: 'other',
      type: 'checkout.session.completed',
    });
  });

  it("maps a renewal's paid invoice, with the period its line covers, and leaves the first invoice as other", async () => {
    const invoice = {
      id: 'in_renewal',
      object: 'invoice',
      billing_reason: 'subscription_cycle',
      amount_paid: 1999,
      currency: 'usd',
      parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_1' } },
      lines: { object: 'list', data: [{ id: 'il_1', period: { start: PERIOD_END, end: NEXT_PERIOD_END } }] },
    };
    expect(await parse(signed('invoice.paid', invoice))).toEqual({
      id: 'evt_invoice_paid',
      kind: 'subscription.renewed',
      subscriptionId: 'sub_1',
      paymentId: 'in_renewal',
      amount: 1999,
      currency: 'usd',
      periodEnd: new Date(NEXT_PERIOD_END * 1000),
    });
    const first = await parse(signed('invoice.paid', { ...invoice, billing_reason: 'subscription_create' }));
    expect(first).toMatchObject({ kind: 'other', type: 'invoice.paid' });
  });

  it('reads an older invoice (subscription on the invoice, no lines) by fetching the subscription', async () => {
    const legacy = {
      id: 'in_old',
      object: 'invoice',
      billing_reason: 'subscription_cycle',
      amount_paid: 500,
      currency: 'eur',
      subscription: 'sub_legacy',
      parent: null,
    };
    expect(await parse(signed('invoice.paid', legacy))).toMatchObject({
      kind: 'subscription.renewed',
      subscriptionId: 'sub_legacy',
      periodEnd: new Date(PERIOD_END * 1000),
    });
    expect(lastCall()).toMatchObject({ path: '/v1/subscriptions/sub_legacy' });
  });

  it.each([
    ['customer.subscription.updated', { status: 'past_due' }, 'past_due'],
    ['customer.subscription.updated', { status: 'unpaid' }, 'past_due'],
    ['customer.subscription.updated', { status: 'canceled' }, 'ended'],
    ['customer.subscription.updated', { cancel_at_period_end: true }, 'canceled'],
    ['customer.subscription.updated', { status: 'trialing' }, 'active'],
    ['customer.subscription.deleted', { status: 'active' }, 'ended'],
  ])('maps %s with %o to %s', async (type, fields, status) => {
    const event = await parse(signed(type, subscription(fields)));
    expect(event).toMatchObject({ kind: 'subscription.changed', subscription: { id: 'sub_1', status } });
  });

  it('acknowledges any other event as other', async () => {
    expect(await parse(signed('charge.refunded', { id: 'ch_1', object: 'charge' }))).toEqual({
      id: 'evt_charge_refunded',
      kind: 'other',
      type: 'charge.refunded',
    });
  });
});
