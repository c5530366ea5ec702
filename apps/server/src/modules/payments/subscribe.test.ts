/**
 * POST /api/subscribe (DESIGN §1.3, §1.9): a member opens a checkout for a product they see locked
 * and that has a price; every other case is refused with the reason.
 */
import { checkoutSessions } from '@stockroom/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPayments, MONTHLY, type Payments, YEARLY } from '../../../test/payments';
import { DEFAULT_RATE_LIMITS } from '../../config';

let p: Payments;
beforeAll(async () => {
  p = await buildPayments({
    rateLimits: { ...DEFAULT_RATE_LIMITS, subscribePerUser: { limit: 12, windowSeconds: 3600 } },
  });
});
afterAll(() => p.t.close());

describe('POST /api/subscribe', () => {
  it("opens the provider's checkout and keeps the price of the moment", async () => {
    const id = await p.lockedProduct(YEARLY);
    const res = await p.subscribe(p.as.gated, id);
    expect(res.statusCode, res.body).toBe(200);
    const { session_id, url } = res.json();
    expect(session_id).toMatch(/^cs_sandbox_/);
    expect(url).toBe(`${p.t.config.publicBaseUrl}/checkout/${session_id}`);
    const [row] = await p.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, session_id));
    expect(row).toMatchObject({
      provider: 'sandbox',
      user_id: p.members.gated.userId,
      product_id: id,
      amount: YEARLY.amount,
      currency: YEARLY.currency,
      interval: YEARLY.interval,
      status: 'open',
    });
    const page = (await p.get(`/api/sandbox-checkout/${session_id}`, {})).json();
    expect(page).toMatchObject({ customer_email: 'gated@example.com', price: YEARLY, status: 'open' });
    expect(page.cancel_url).toBe(`${p.t.config.publicBaseUrl}/products/${id}?checkout=cancelled`);
  });

  it('refuses a product with no price with 400 naming id', async () => {
    const id = await p.lockedProduct(null);
    const res = await p.subscribe(p.as.gated, id);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ path: 'id', message: 'This product is not for sale' }]);
  });

  it('refuses with 409 a product the member can already use', async () => {
    const gated = await p.lockedProduct();
    const open = await p.lockedProduct(MONTHLY, { is_gated: false });
    for (const [headers, id] of [
      [p.as.yes, gated],
      [p.as.admin, gated],
      [p.as.gated, open],
    ] as const) {
      const res = await p.subscribe(headers, id);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('You already have access to this product');
    }
  });

  it('refuses with 409 a member whose subscription is live', async () => {
    const id = await p.lockedProduct();
    await p.subscribed(p.as.gated, id);
    const res = await p.subscribe(p.as.gated, id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('You already have access to this product');
  });

  it('answers 404 for a product the member may not see, a draft, or none', async () => {
    const id = await p.lockedProduct();
    const draft = await p.lockedProduct(MONTHLY, { is_draft: true });
    expect((await p.subscribe(p.as.no, id)).statusCode).toBe(404);
    expect((await p.subscribe(p.as.gated, draft)).statusCode).toBe(404);
    expect((await p.subscribe(p.as.gated, '00000000-0000-4000-8000-0000000000ff')).statusCode).toBe(404);
  });

  it('answers 401 without a login and 400 for a malformed id', async () => {
    const id = await p.lockedProduct();
    expect((await p.subscribe(p.as.anonymous, id)).statusCode).toBe(401);
    const res = await p.subscribe(p.as.gated, 'not-an-id');
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe('id');
  });

  it('limits the checkouts a member opens', async () => {
    const id = await p.lockedProduct();
    const statuses: number[] = [];
    for (let i = 0; i < 13; i++) statuses.push((await p.subscribe(p.as.other, id)).statusCode);
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
