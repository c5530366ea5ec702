/**
 * A product's price (DESIGN §1.3): admins set, change and clear it; a bad amount, currency or
 * interval is refused with 400 naming the field; members read it on the product.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type CallArgs, injectInto, type TestApp } from '../../../test/build';
import { createCategory, createGroup, createProvider } from '../../../test/catalogue';

let t: TestApp;
let admin: Record<string, string>;
let member: Record<string, string>;
let category: string;
beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  admin = (await t.sessionFor('admin')).headers;
  const memberSession = await t.sessionFor('member');
  member = memberSession.headers;
  const provider = await createProvider(db, 'Priced provider');
  category = await createCategory(db, { name: 'Priced', links: [{ id: provider, permission: 2 }] });
  await createGroup(db, 'Priced readers', [{ id: provider, permission: 1 }], [memberSession.userId]);
});
afterAll(() => t.close());

const call = (...args: CallArgs) => injectInto(t.app, ...args);
const MONTHLY = { amount: 1900, currency: 'usd', interval: 'month' };

let seq = 0;
async function createPriced(price: object | null) {
  const res = await call('POST', '/api/products', admin, {
    title: `Priced toolkit ${++seq}`,
    product_type: 'asset',
    is_gated: true,
    categories: [{ category_id: category }],
    price,
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}
const priceOf = async (id: string, headers = admin) => (await call('GET', `/api/products/${id}`, headers)).json().price;
const update = (id: string, body: object) => call('PUT', `/api/products/${id}`, admin, body);

describe('a product price', () => {
  it('is set when an admin creates the product, and members see it', async () => {
    const id = await createPriced(MONTHLY);
    expect(await priceOf(id)).toEqual(MONTHLY);
    expect(await priceOf(id, member)).toEqual(MONTHLY);
  });

  it('is not for sale when created without one', async () => {
    const res = await call('POST', '/api/products', admin, { title: 'Free toolkit', product_type: 'asset' });
    expect(res.statusCode).toBe(201);
    expect(await priceOf(res.json().id)).toBeNull();
  });

  it('changes when an admin sends a new one, and stays when an update leaves it out', async () => {
    const id = await createPriced(MONTHLY);
    const yearly = { amount: 12_000, currency: 'eur', interval: 'year' };
    expect((await update(id, { price: yearly })).statusCode).toBe(200);
    expect(await priceOf(id)).toEqual(yearly);
    expect((await update(id, { title: `Renamed toolkit ${++seq}` })).statusCode).toBe(200);
    expect(await priceOf(id)).toEqual(yearly);
  });

  it('is cleared when an admin sends null', async () => {
    const id = await createPriced({ amount: 4900, currency: 'gbp', interval: 'once' });
    expect((await update(id, { price: null })).statusCode).toBe(200);
    expect(await priceOf(id)).toBeNull();
  });

  it.each([
    ['an amount below 50', { ...MONTHLY, amount: 49 }, 'price.amount'],
    ['an amount that is not whole', { ...MONTHLY, amount: 19.5 }, 'price.amount'],
    ['an unknown currency', { ...MONTHLY, currency: 'xyz' }, 'price.currency'],
    ['a bad interval', { ...MONTHLY, interval: 'week' }, 'price.interval'],
    ['a missing currency', { amount: 1900, interval: 'month' }, 'price.currency'],
  ])('refuses %s with 400 naming the field, and keeps the price', async (_name, price, field) => {
    const id = await createPriced(MONTHLY);
    const res = await update(id, { price });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(field);
    expect(await priceOf(id)).toEqual(MONTHLY);
    const created = await call('POST', '/api/products', admin, {
      title: `Bad price ${++seq}`,
      product_type: 'asset',
      price,
    });
    expect(created.statusCode).toBe(400);
  });

  it('cannot be set by a member', async () => {
    const id = await createPriced(MONTHLY);
    const res = await call('PUT', `/api/products/${id}`, member, { price: null });
    expect(res.statusCode).toBe(403);
    expect(await priceOf(id)).toEqual(MONTHLY);
  });
});
