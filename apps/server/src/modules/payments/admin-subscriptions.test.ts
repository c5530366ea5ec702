/**
 * The admins' view of subscriptions: every member's, paged and filtered, and the revenue per
 * product, provider and currency with the subscriptions live now.
 */
import { subscriptions } from '@stockroom/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPayments, MONTHLY, ONCE, type Payments, YEARLY } from '../../../test/payments';

let p: Payments;
const products: Record<'monthly' | 'yearly' | 'once' | 'unsold', string> = {
  monthly: '',
  yearly: '',
  once: '',
  unsold: '',
};
const subs: Record<string, string> = {};
beforeAll(async () => {
  p = await buildPayments();
  products.monthly = await p.lockedProduct(MONTHLY);
  products.yearly = await p.lockedProduct(YEARLY);
  products.once = await p.lockedProduct(ONCE);
  products.unsold = await p.lockedProduct(MONTHLY);
  subs.gatedMonthly = (await p.subscribed(p.as.gated, products.monthly)).subscription.id;
  subs.otherMonthly = (await p.subscribed(p.as.other, products.monthly)).subscription.id;
  subs.gatedYearly = (await p.subscribed(p.as.gated, products.yearly)).subscription.id;
  subs.otherOnce = (await p.subscribed(p.as.other, products.once)).subscription.id;
  // The other member's monthly one lapsed: paid for, no longer live.
  await p.db
    .update(subscriptions)
    .set({ current_period_end: sql`now() - interval '1 day'` })
    .where(eq(subscriptions.id, subs.otherMonthly as string));
});
afterAll(() => p.t.close());

const list = (query = '') => p.get(`/api/admin/subscriptions${query}`, p.as.admin);
const ids = (body: { dataset: { id: string }[] }) => body.dataset.map((s) => s.id);

describe('GET /api/admin/subscriptions', () => {
  it("lists every member's subscriptions newest first, with the member", async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(4);
    expect(ids(body)).toEqual([subs.otherOnce, subs.gatedYearly, subs.otherMonthly, subs.gatedMonthly]);
    expect(body.dataset[0]).toMatchObject({
      user_id: expect.any(String),
      username: 'other-gated',
      member_name: 'Test',
      product_id: products.once,
      price: ONCE,
      current_period_end: null,
      grants_access: true,
    });
  });

  it('pages, keeping the count', async () => {
    const page = (await list('?page=2&page_size=3')).json();
    expect(page).toMatchObject({ count: 4 });
    expect(ids(page)).toEqual([subs.gatedMonthly]);
    expect((await list('?page=3&page_size=3')).json()).toEqual({ count: 4, dataset: [] });
  });

  it('filters by status, a lapsed one counting as ended, and by product', async () => {
    const ended = (await list('?status=ended')).json();
    expect(ids(ended)).toEqual([subs.otherMonthly]);
    expect(ended.dataset[0]).toMatchObject({ status: 'ended', grants_access: false });
    expect((await list('?status=active')).json().count).toBe(3);
    expect(ids((await list(`?product_id=${products.monthly}`)).json())).toEqual([subs.otherMonthly, subs.gatedMonthly]);
    expect((await list(`?product_id=${products.monthly}&status=active`)).json().count).toBe(1);
  });

  it('refuses a bad filter with 400 naming it, and members with 403', async () => {
    const res = await list('?status=paused');
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe('status');
    expect((await list('?page_size=101')).statusCode).toBe(400);
    expect((await p.get('/api/admin/subscriptions', p.as.gated)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/revenue', () => {
  it('sums the payments per product, provider and currency, with the live subscriptions', async () => {
    const res = await p.get('/api/admin/revenue', p.as.admin);
    expect(res.statusCode).toBe(200);
    const rows = res.json();
    const row = (id: string) => rows.find((r: { product_id: string }) => r.product_id === id);
    expect(rows).toHaveLength(3);
    expect(row(products.monthly)).toMatchObject({
      provider: 'sandbox',
      currency: 'usd',
      payments: 2,
      amount: 2 * MONTHLY.amount,
      active_subscriptions: 1,
    });
    expect(row(products.yearly)).toMatchObject({ currency: 'eur', payments: 1, amount: YEARLY.amount });
    expect(row(products.once)).toMatchObject({ currency: 'gbp', payments: 1, amount: ONCE.amount });
    expect(row(products.once).active_subscriptions).toBe(1);
    expect(row(products.unsold)).toBeUndefined();
    expect(rows[0].product_id).toBe(products.yearly);
  });

  it('is for admins only', async () => {
    expect((await p.get('/api/admin/revenue', p.as.gated)).statusCode).toBe(403);
    expect((await p.get('/api/admin/revenue', p.as.anonymous)).statusCode).toBe(401);
  });
});
