/**
 * POST /api/payment/complete-subscription (DESIGN §1.3, §1.9): after paying on the sandbox's page
 * the member comes back and the server asks the provider; a verified payment unlocks the product
 * everywhere, once, however many times (or how many at once) completion is called.
 */
import { checkoutSessions, payments, sandboxCheckouts, subscriptions, userGroups } from '@stockroom/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount } from '../../../test/accounts';
import { createGroup } from '../../../test/catalogue';
import { mailTo } from '../../../test/mail';
import { buildPayments, CARDS, ONCE, type Payments } from '../../../test/payments';

let p: Payments;
beforeAll(async () => {
  p = await buildPayments();
});
afterAll(() => p.t.close());

const countWhere = async (table: typeof subscriptions | typeof payments, productId: string) => {
  const [row] = await p.db.select({ n: sql<number>`count(*)::int` }).from(table).where(eq(table.product_id, productId));
  return row?.n ?? 0;
};

describe('completing a paid checkout', () => {
  it("unlocks the product's files, search result, catalogue section and customization", async () => {
    const id = await p.lockedProduct();
    expect(await p.unlocked(p.as.gated, id)).toBe(false);
    const customize = () =>
      p.post('/api/transaction/product-customization', p.as.gated, { product_id: id }).then((r) => r.statusCode);
    expect(await customize()).toBe(403);

    const sessionId = await p.checkout(p.as.gated, id);
    const res = await p.complete(p.as.gated, sessionId, id);
    expect(res.statusCode, res.body).toBe(200);
    const { subscription, created } = res.json();
    expect(created).toBe(true);
    expect(subscription).toMatchObject({
      product_id: id,
      provider: 'sandbox',
      status: 'active',
      cancel_at_period_end: false,
      grants_access: true,
    });
    expect(new Date(subscription.current_period_end).getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);

    const product = (await p.get(`/api/products/${id}`, p.as.gated)).json();
    expect(product).toMatchObject({ bundle_download_url: 'bundle.zip', article_file_path: 'guide.pdf' });
    const title = product.title as string;
    const found = (await p.get(`/api/search?search=${encodeURIComponent(title)}&limit=50`, p.as.gated)).json();
    expect(found.products.find((x: { id: string }) => x.id === id)?.bundle_download_url).toBe('bundle.zip');
    const section = (await p.get('/api/user/products/templates?page_size=100', p.as.gated)).json();
    expect(section.products.find((x: { id: string }) => x.id === id)?.bundle_download_url).toBe('bundle.zip');
    expect(await customize()).toBe(200);
    // The subscription is the payer's alone.
    expect(await p.unlocked(p.as.other, id)).toBe(false);
  });

  it('e-mails the member a receipt once', async () => {
    const id = await p.lockedProduct(ONCE);
    const sessionId = await p.checkout(p.as.gated, id);
    const before = (await mailTo(p.db, 'gated@example.com')).length;
    expect((await p.complete(p.as.gated, sessionId, id)).json().subscription.current_period_end).toBeNull();
    await p.complete(p.as.gated, sessionId, id);
    const mails = await mailTo(p.db, 'gated@example.com');
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]?.subject).toMatch(/^You now have Custom product \d+$/);
    expect(mails[0]?.text_body).toMatch(/You now have Custom product \d+ for good\./);
    expect(mails[0]?.text_body).toContain('£5.00 once');
  });

  it('records one subscription and one payment when completed twice', async () => {
    const id = await p.lockedProduct();
    const sessionId = await p.checkout(p.as.gated, id);
    const first = await p.complete(p.as.gated, sessionId, id);
    const second = await p.complete(p.as.gated, sessionId, id);
    expect(first.json().created).toBe(true);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ subscription: first.json().subscription, created: false });
    expect(await countWhere(subscriptions, id)).toBe(1);
    expect(await countWhere(payments, id)).toBe(1);
    const [session] = await p.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId));
    expect(session?.status).toBe('completed');
  });

  it('records one subscription and one payment when two completions run at once', async () => {
    const id = await p.lockedProduct();
    const sessionId = await p.checkout(p.as.gated, id);
    const answers = await Promise.all(Array.from({ length: 4 }, () => p.complete(p.as.gated, sessionId, id)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(answers.filter((a) => a.json().created)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.json().subscription.id)).size).toBe(1);
    expect(await countWhere(subscriptions, id)).toBe(1);
    expect(await countWhere(payments, id)).toBe(1);
  });

  it('unlocks the product once the second step (the bank check) is approved', async () => {
    const id = await p.lockedProduct();
    const sessionId = await p.checkout(p.as.gated, id, CARDS.secondStep);
    const pending = await p.complete(p.as.gated, sessionId, id);
    expect(pending.statusCode).toBe(409);
    expect(pending.json().message).toBe('The payment is not complete yet');
    await p.post(`/api/sandbox-checkout/${sessionId}/confirm`, {}, { approve: true });
    expect((await p.complete(p.as.gated, sessionId, id)).json().created).toBe(true);
    expect(await p.unlocked(p.as.gated, id)).toBe(true);
  });
});

describe('a subscription and visibility', () => {
  it('does not reveal a product the member may no longer see', async () => {
    const leaverId = await insertAccount(p.db, { username: 'leaver' });
    const group = await createGroup(p.db, 'leaver', [{ id: p.provider, permission: 1 }], [leaverId]);
    const leaver = (await p.t.sessionFor('leaver')).headers;
    const id = await p.lockedProduct();
    await p.subscribed(leaver, id);
    expect(await p.unlocked(leaver, id)).toBe(true);
    // The member leaves the group that let them see the product's category: permission 0.
    await p.db.delete(userGroups).where(eq(userGroups.group_id, group));
    expect((await p.get(`/api/products/${id}`, leaver)).statusCode).toBe(404);
    const title = encodeURIComponent('Custom product');
    expect((await p.get(`/api/search?search=${title}&limit=50`, leaver)).json().count).toBe(0);
    const customize = await p.post('/api/transaction/product-customization', leaver, { product_id: id });
    expect(customize.statusCode).toBe(404);
  });
});

describe('refusing a completion', () => {
  it('keeps the product locked after a declined card, and unlocks it once another card pays', async () => {
    const id = await p.lockedProduct();
    const sessionId = await p.checkout(p.as.gated, id, CARDS.declined);
    const res = await p.complete(p.as.gated, sessionId, id);
    // The sandbox keeps a declined checkout open for another card, as Stripe does.
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('The payment is not complete yet');
    expect(await p.unlocked(p.as.gated, id)).toBe(false);
    expect(await countWhere(subscriptions, id)).toBe(0);
    await p.post(
      `/api/sandbox-checkout/${sessionId}/pay`,
      {},
      {
        card_number: CARDS.pays,
        expiry: '12/40',
        cvc: '123',
        name: 'Gail Gated',
      },
    );
    expect((await p.complete(p.as.gated, sessionId, id)).statusCode).toBe(200);
    expect(await p.unlocked(p.as.gated, id)).toBe(true);
  });

  it('answers 402 with the reason when the checkout expired unpaid', async () => {
    const id = await p.lockedProduct();
    const sessionId = await p.checkout(p.as.gated, id, CARDS.declined);
    // A day and more has passed: the provider's checkout is no longer payable.
    await p.db
      .update(sandboxCheckouts)
      .set({ created_at: sql`now() - interval '25 hours'` })
      .where(eq(sandboxCheckouts.id, sessionId));
    const res = await p.complete(p.as.gated, sessionId, id);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({
      code: 'payment_failed',
      message: 'The payment did not go through: the checkout expired; subscribe again to start a new one',
    });
    expect(await p.unlocked(p.as.gated, id)).toBe(false);
  });

  it('answers 409 before the member has paid', async () => {
    const id = await p.lockedProduct();
    const sessionId = (await p.subscribe(p.as.gated, id)).json().session_id;
    const res = await p.complete(p.as.gated, sessionId, id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('The payment is not complete yet');
  });

  it("answers 404 for another member's checkout, and for one that does not exist", async () => {
    const id = await p.lockedProduct();
    const sessionId = await p.checkout(p.as.gated, id);
    for (const [headers, session] of [
      [p.as.other, sessionId],
      [p.as.admin, sessionId],
      [p.as.gated, 'cs_sandbox_unknown'],
    ] as const) {
      const res = await p.complete(headers, session, id);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Checkout not found');
    }
    expect(await p.unlocked(p.as.other, id)).toBe(false);
    expect(await countWhere(subscriptions, id)).toBe(0);
  });

  it("answers 400 naming ref_id when it is not the checkout's product", async () => {
    const id = await p.lockedProduct();
    const other = await p.lockedProduct();
    const sessionId = await p.checkout(p.as.gated, id);
    const res = await p.complete(p.as.gated, sessionId, other);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ path: 'ref_id', message: 'This checkout was opened for another product' }]);
    expect(await countWhere(subscriptions, id)).toBe(0);
    expect(await p.unlocked(p.as.gated, other)).toBe(false);
  });

  it('answers 400 for a missing session id and 401 without a login', async () => {
    const id = await p.lockedProduct();
    const res = await p.post('/api/payment/complete-subscription', p.as.gated, { ref_id: id });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe('session_id');
    expect((await p.complete(p.as.anonymous, 'cs_sandbox_x', id)).statusCode).toBe(401);
  });
});
