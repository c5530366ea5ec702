import Stripe from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';
import {
  NEXT_PERIOD_END,
  PERIOD_END,
  SECRET_KEY,
  session,
  startStripeForTests,
  subscription,
  WEBHOOK_SECRET,
} from '../../../../test/stripe-objects';
import { WebhookSignatureError } from '../payment-provider';

const { fake, stripe, lastCall } = await startStripeForTests();
afterAll(() => fake.close());

/** Only its offline helpers are used: it signs events as Stripe's servers do. */
const signer = new Stripe(SECRET_KEY);

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
