/**
 * A subscription over time (DESIGN §1.3): the sandbox renews it at the end of its period and the
 * renewal extends access; a period that passes unrenewed locks the product again; cancelling keeps
 * access until the period ends. The sandbox delivers its events straight to the webhook here.
 */
import { payments, sandboxSubscriptions, subscriptions } from '@stockroom/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailTo } from '../../../test/mail';
import { buildPayments, ONCE, type Payments } from '../../../test/payments';

let p: Payments;
beforeAll(async () => {
  p = await buildPayments();
  await p.connectWebhookRoute();
});
afterAll(() => p.t.close());

const DAY = 86_400_000;
type Headers = Record<string, string>;

/** A paid monthly subscription to a new locked product, recorded by the webhook and completion. */
async function subscription(headers: Headers = p.as.gated) {
  const productId = await p.lockedProduct();
  const { subscription } = await p.subscribed(headers, productId);
  await p.sandbox.deliverDue();
  const [row] = await p.db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
  if (!row?.provider_subscription_id) throw new Error('no provider subscription');
  return { productId, id: subscription.id as string, providerId: row.provider_subscription_id };
}

/** Moves the provider's period end (and ours, as if its last event said so) into the past. */
async function periodPassed(s: { id: string; providerId: string }) {
  const past = sql`now() - interval '1 minute'`;
  await p.db
    .update(sandboxSubscriptions)
    .set({ current_period_end: past })
    .where(eq(sandboxSubscriptions.id, s.providerId));
  await p.db.update(subscriptions).set({ current_period_end: past }).where(eq(subscriptions.id, s.id));
}

const mine = async (headers: Headers = p.as.gated) => (await p.get('/api/subscriptions', headers)).json();
const shown = async (id: string) => (await mine()).find((s: { id: string }) => s.id === id);
const cancel = (id: string, headers: Headers = p.as.gated) => p.post(`/api/subscriptions/${id}/cancel`, headers);
const resume = (id: string, headers: Headers = p.as.gated) => p.post(`/api/subscriptions/${id}/resume`, headers);

describe('renewal and lapse', () => {
  it('locks the product when the period passes unrenewed, and a renewal opens it again for a period', async () => {
    const s = await subscription();
    await periodPassed(s);
    expect(await p.unlocked(p.as.gated, s.productId)).toBe(false);
    expect(await shown(s.id)).toMatchObject({ status: 'ended', grants_access: false });

    expect(await p.sandbox.runDue()).toBeGreaterThanOrEqual(1);
    await p.sandbox.deliverDue();
    expect(await p.unlocked(p.as.gated, s.productId)).toBe(true);
    const renewed = await shown(s.id);
    expect(renewed).toMatchObject({ status: 'active', grants_access: true });
    expect(new Date(renewed.current_period_end).getTime()).toBeGreaterThan(Date.now() + 27 * DAY);
    const paid = await p.db.select().from(payments).where(eq(payments.subscription_id, s.id));
    expect(paid.map((x) => x.kind).sort()).toEqual(['first', 'renewal']);
  });

  it('keeps the product locked when the period passes and the provider does not renew', async () => {
    const s = await subscription();
    await p.db
      .update(subscriptions)
      .set({ current_period_end: sql`now() - interval '1 second'` })
      .where(eq(subscriptions.id, s.id));
    expect(await p.unlocked(p.as.gated, s.productId)).toBe(false);
    const customize = await p.post('/api/transaction/product-customization', p.as.gated, { product_id: s.productId });
    expect(customize.statusCode).toBe(403);
    const listed = (await p.get('/api/admin/subscriptions?status=ended', p.as.admin)).json();
    expect(listed.dataset.map((x: { id: string }) => x.id)).toContain(s.id);
  });
});

describe('cancelling and resuming', () => {
  it('keeps access until the period ends, then locks the product', async () => {
    const s = await subscription();
    const before = (await mailTo(p.db, 'gated@example.com')).length;
    const res = await cancel(s.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: s.id, status: 'canceled', cancel_at_period_end: true, grants_access: true });
    expect(await p.unlocked(p.as.gated, s.productId)).toBe(true);
    const mails = await mailTo(p.db, 'gated@example.com');
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]?.subject).toMatch(/^Your subscription to Custom product \d+ will not renew$/);
    expect(mails[0]?.text_body).toContain('You keep it until');

    await periodPassed(s);
    await p.sandbox.runDue();
    await p.sandbox.deliverDue();
    expect(await shown(s.id)).toMatchObject({ status: 'ended', grants_access: false });
    expect(await p.unlocked(p.as.gated, s.productId)).toBe(false);
    const [row] = await p.db.select().from(subscriptions).where(eq(subscriptions.id, s.id));
    expect(row?.status).toBe('ended');
  });

  it('renews again once resumed', async () => {
    const s = await subscription();
    expect((await cancel(s.id)).statusCode).toBe(200);
    const res = await resume(s.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'active', cancel_at_period_end: false, grants_access: true });
    await p.sandbox.deliverDue();
    expect(await shown(s.id)).toMatchObject({ status: 'active', cancel_at_period_end: false });
  });

  it('refuses a one-time payment and an ended subscription with 400', async () => {
    const once = await p.lockedProduct(ONCE);
    const { subscription: paidOnce } = await p.subscribed(p.as.gated, once);
    const res = await cancel(paidOnce.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/one-time payment/);
    const ended = await subscription();
    await p.db.update(subscriptions).set({ status: 'ended' }).where(eq(subscriptions.id, ended.id));
    expect((await cancel(ended.id)).statusCode).toBe(400);
    expect((await resume(ended.id)).statusCode).toBe(400);
  });

  it("answers 404 for another member's subscription and for none, 401 without a login", async () => {
    const s = await subscription();
    for (const headers of [p.as.other, p.as.admin]) {
      expect((await cancel(s.id, headers)).statusCode).toBe(404);
      expect((await resume(s.id, headers)).statusCode).toBe(404);
    }
    expect((await cancel('00000000-0000-4000-8000-0000000000ff')).statusCode).toBe(404);
    expect((await cancel(s.id, p.as.anonymous)).statusCode).toBe(401);
    expect(await shown(s.id)).toMatchObject({ cancel_at_period_end: false });
  });
});

describe('GET /api/subscriptions', () => {
  it("lists the member's own, newest first", async () => {
    const first = await subscription(p.as.other);
    const second = await subscription(p.as.other);
    const list = await mine(p.as.other);
    expect(list.map((s: { id: string }) => s.id)).toEqual([second.id, first.id]);
    expect(list[0]).toMatchObject({ product_id: second.productId, price: { interval: 'month' }, grants_access: true });
    expect(await mine(p.as.yes)).toEqual([]);
    expect((await p.get('/api/subscriptions', p.as.anonymous)).statusCode).toBe(401);
  });
});
