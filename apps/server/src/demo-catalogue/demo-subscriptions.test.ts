/**
 * The demo's prices and subscription: products the prospect sees locked can be bought, the demo
 * member already paid for one (it is open to them), the admin's revenue shows it, and the sandbox
 * holds the matching subscription, which it renews at the end of its period.
 */
import { products, sandboxSubscriptions } from '@stockroom/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build';
import { sandboxOf } from '../../test/sandbox-payments';
import { seedDemoCatalogue } from './seed-demo-catalogue';
import { DEMO_SUBSCRIBED_TITLE } from './seed-subscription';

let t: TestApp;
let lines: string[];
beforeAll(async () => {
  t = await buildTestApp();
  // Held: the sandbox's renewal event is read here, not applied by the webhook.
  sandboxOf(t).connectWebhook?.(async () => 200);
  lines = await seedDemoCatalogue(t.deps, { firstStart: true });
}, 120_000);
afterAll(() => t.close());

type Headers = Record<string, string>;
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
const as = async (username: string) => (await t.sessionFor(username)).headers;
async function productId(title: string) {
  const [row] = await t.database.db.select({ id: products.id }).from(products).where(eq(products.title, title));
  if (!row) throw new Error(`no demo product ${title}`);
  return row.id;
}

const PRICED = {
  'Lifestyle Photo Library: Connected Homes': { amount: 12_000, currency: 'usd', interval: 'year' },
  'Win-back Letter for Former Subscribers': { amount: 4900, currency: 'usd', interval: 'once' },
  [DEMO_SUBSCRIBED_TITLE]: { amount: 1900, currency: 'usd', interval: 'month' },
};

describe('the demo prices and subscription', () => {
  it('offers the prospect three locked products for a monthly, yearly and one-time price', async () => {
    const prospect = await as('prospect');
    for (const [title, price] of Object.entries(PRICED)) {
      const product = (await get(`/api/products/${await productId(title)}`, prospect)).json();
      expect(product, title).toMatchObject({ is_gated: true, bundle_download_url: '', price });
    }
  });

  it("opens the demo member's subscribed product to them, and lists the subscription", async () => {
    const member = await as('member');
    const id = await productId(DEMO_SUBSCRIBED_TITLE);
    const mine = (await get('/api/subscriptions', member)).json();
    expect(mine).toEqual([
      expect.objectContaining({
        product_id: id,
        product_title: DEMO_SUBSCRIBED_TITLE,
        provider: 'sandbox',
        status: 'active',
        grants_access: true,
        price: PRICED[DEMO_SUBSCRIBED_TITLE],
      }),
    ]);
    expect(new Date(mine[0].current_period_end).getTime()).toBeGreaterThan(Date.now());
    expect(new Date(mine[0].created_at).getTime()).toBeLessThan(Date.now() - 7 * 86_400_000);
    const product = (await get(`/api/products/${id}`, member)).json();
    expect(product.bundle_download_url).not.toBe('');
    // The same product stays locked for the prospect, who has not paid.
    expect((await get(`/api/products/${id}`, await as('prospect'))).json().bundle_download_url).toBe('');
    expect(lines).toContain(`paid    member: ${DEMO_SUBSCRIBED_TITLE} (sandbox subscription)`);
  });

  it("shows the payment in the admin's revenue and subscriptions", async () => {
    const admin = await as('admin');
    const revenue = (await get('/api/admin/revenue', admin)).json();
    expect(revenue).toEqual([
      {
        product_id: await productId(DEMO_SUBSCRIBED_TITLE),
        product_title: DEMO_SUBSCRIBED_TITLE,
        provider: 'sandbox',
        currency: 'usd',
        payments: 1,
        amount: 1900,
        active_subscriptions: 1,
      },
    ]);
    const list = (await get('/api/admin/subscriptions', admin)).json();
    expect(list.count).toBe(1);
    expect(list.dataset[0]).toMatchObject({ username: 'member', product_title: DEMO_SUBSCRIBED_TITLE });
  });

  it('has a matching sandbox subscription that the sandbox renews at the end of its period', async () => {
    const mine = (await get('/api/subscriptions', await as('member'))).json();
    const periodEnd = new Date(mine[0].current_period_end);
    const sandbox = sandboxOf(t);
    const [before] = await t.database.db.select().from(sandboxSubscriptions);
    expect(before?.current_period_end.getTime()).toBe(periodEnd.getTime());
    expect(await sandbox.runDue(new Date(periodEnd.getTime() + 60_000))).toBe(1);
    const [after] = await t.database.db.select().from(sandboxSubscriptions);
    expect(after?.current_period_end.getTime()).toBeGreaterThan(periodEnd.getTime() + 27 * 86_400_000);
  });
});
