import { afterAll, describe, expect, it } from 'vitest';
import { checkoutInput, MONTHLY, ONCE } from '../../../../test/sandbox-payments';
import { PERIOD_END, SECRET_KEY, startStripeForTests, WEBHOOK_SECRET } from '../../../../test/stripe-objects';
import { AppError } from '../../../errors';
import { createStripeProvider } from './stripe-provider';

const { fake, stripe, lastCall } = await startStripeForTests();
afterAll(() => fake.close());

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
