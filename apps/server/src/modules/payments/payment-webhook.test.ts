/**
 * POST /api/payment/webhook (DESIGN §1.9): the provider's signed events, over the exact bytes
 * sent. A paid checkout's event records it as completion would, once; a forged event records
 * nothing; a replay changes nothing.
 */
import { paymentEvents, payments, subscriptions } from '@stockroom/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailTo } from '../../../test/mail';
import { buildPayments, MONTHLY, type Payments } from '../../../test/payments';
import { checkoutInput, payWith, sandboxOf } from '../../../test/sandbox-payments';
import { sandboxWebhookSecret, signEvent } from './providers/sandbox/sandbox-signature';
import { WEBHOOK_PATH } from './webhook.routes';

let p: Payments;
beforeAll(async () => {
  p = await buildPayments();
});
afterAll(() => p.t.close());

const countWhere = async (table: typeof subscriptions | typeof payments, productId: string) => {
  const [row] = await p.db.select({ n: sql<number>`count(*)::int` }).from(table).where(eq(table.product_id, productId));
  return row?.n ?? 0;
};
const eventCount = async () => (await p.db.select().from(paymentEvents)).length;
const postEvent = (body: string, headers: Record<string, string>) =>
  p.t.app.inject({ method: 'POST', url: WEBHOOK_PATH, payload: body, headers });

/** Pays for a new locked product, keeping the sandbox's event instead of delivering it. */
async function paidWithHeldEvent() {
  const id = await p.lockedProduct();
  const sessionId = await p.checkout(p.as.gated, id);
  await p.sandbox.deliverDue();
  const event = p.held.received.splice(0).find((e) => e.type === 'checkout.session.completed');
  if (!event) throw new Error('the sandbox sent no checkout.session.completed');
  return { id, sessionId, event };
}

describe('the payment webhook', () => {
  it('records a paid checkout from the event, then completion finds it recorded', async () => {
    const { id, sessionId, event } = await paidWithHeldEvent();
    const res = await postEvent(event.body, event.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true, duplicate: false });
    expect(await p.unlocked(p.as.gated, id)).toBe(true);
    const completed = await p.complete(p.as.gated, sessionId, id);
    expect(completed.statusCode).toBe(200);
    expect(completed.json().created).toBe(false);
    expect(await countWhere(subscriptions, id)).toBe(1);
    expect(await countWhere(payments, id)).toBe(1);
  });

  it('takes the events the sandbox itself delivers to it', async () => {
    await p.connectWebhookRoute();
    try {
      const id = await p.lockedProduct();
      const before = (await mailTo(p.db, 'gated@example.com')).length;
      const sessionId = await p.checkout(p.as.gated, id);
      await p.sandbox.deliverDue();
      expect(await p.unlocked(p.as.gated, id)).toBe(true);
      expect((await p.complete(p.as.gated, sessionId, id)).json().created).toBe(false);
      expect(await countWhere(payments, id)).toBe(1);
      expect(await mailTo(p.db, 'gated@example.com')).toHaveLength(before + 1);
    } finally {
      p.holdEvents();
    }
  });

  it('refuses a forged or tampered event with 400 and records nothing', async () => {
    const { id, event } = await paidWithHeldEvent();
    const events = await eventCount();
    const header = p.sandbox.signatureHeader;
    const forged = event.headers[header]?.replace(/v1=[0-9a-f]{8}/, 'v1=00000000') ?? '';
    const tampered = event.body.replace(/"amount_total":\d+/, '"amount_total":1');
    for (const [body, headers] of [
      [event.body, { ...event.headers, [header]: forged }],
      [tampered, event.headers],
      [event.body, { 'content-type': 'application/json' }],
    ] as const) {
      const res = await postEvent(body, headers);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Invalid signature', code: 'bad_request' });
    }
    expect(await eventCount()).toBe(events);
    expect(await countWhere(subscriptions, id)).toBe(0);
    expect(await p.unlocked(p.as.gated, id)).toBe(false);
  });

  it('ignores a replayed event', async () => {
    const { id, event } = await paidWithHeldEvent();
    expect((await postEvent(event.body, event.headers)).json()).toEqual({ received: true, duplicate: false });
    const before = (await mailTo(p.db, 'gated@example.com')).length;
    const replay = await postEvent(event.body, event.headers);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect(await countWhere(subscriptions, id)).toBe(1);
    expect(await countWhere(payments, id)).toBe(1);
    expect(await mailTo(p.db, 'gated@example.com')).toHaveLength(before);
  });

  it('counts a checkout once when the provider reports it again under a new event and payment id', async () => {
    const { id, sessionId, event } = await paidWithHeldEvent();
    expect((await postEvent(event.body, event.headers)).json()).toEqual({ received: true, duplicate: false });
    const revenueBefore = (await p.get('/api/admin/revenue', p.as.admin)).json();
    const before = (await mailTo(p.db, 'gated@example.com')).length;
    const again = JSON.parse(event.body);
    again.id = 'evt_sandbox_reported_again';
    again.data.object.payment_intent = 'pi_sandbox_another_intent';
    const body = JSON.stringify(again);
    const secret = sandboxWebhookSecret(p.t.deps.tokens.secret);
    const res = await postEvent(body, {
      'content-type': 'application/json',
      [sandboxOf(p.t).signatureHeader]: signEvent(body, secret, new Date()),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true, duplicate: false });
    expect(await countWhere(subscriptions, id)).toBe(1);
    expect(await countWhere(payments, id)).toBe(1);
    const [paid] = await p.db.select().from(payments).where(eq(payments.product_id, id));
    expect(paid).toMatchObject({ checkout_session_id: sessionId, kind: 'first' });
    expect(paid?.provider_payment_id).not.toBe('pi_sandbox_another_intent');
    const revenue = (await p.get('/api/admin/revenue', p.as.admin)).json();
    expect(revenue).toEqual(revenueBefore);
    expect(revenue.find((r: { product_id: string }) => r.product_id === id)).toMatchObject({
      payments: 1,
      amount: MONTHLY.amount,
    });
    expect(await mailTo(p.db, 'gated@example.com')).toHaveLength(before);
    expect((await p.complete(p.as.gated, sessionId, id)).json().created).toBe(false);
    expect(await countWhere(payments, id)).toBe(1);
  });

  it('only records the event of a checkout it never opened', async () => {
    const { id } = await p.sandbox.createCheckout(checkoutInput());
    await payWith(p.t, id, '4242 4242 4242 4242');
    const events = await eventCount();
    const { statuses, types } = await p.deliverHeld();
    expect(types).toEqual(['checkout.session.completed']);
    expect(statuses).toEqual([200]);
    expect(await eventCount()).toBe(events + 1);
    const [stored] = await p.db.select().from(subscriptions).where(eq(subscriptions.checkout_session_id, id));
    expect(stored).toBeUndefined();
  });

  it('leaves JSON bodies of every other route parsed as before', async () => {
    const id = await p.lockedProduct();
    const res = await p.subscribe(p.as.other, id);
    expect(res.statusCode, res.body).toBe(200);
    const text = await p.t.app.inject({
      method: 'POST',
      url: WEBHOOK_PATH,
      payload: 'not json',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(415);
  });
});
