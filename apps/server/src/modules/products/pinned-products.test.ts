import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type CallArgs, injectInto, MISSING_ID as MISSING, type TestApp } from '../../../test/build';
import { createCategory } from '../../../test/catalogue';

let t: TestApp;
let admin: Record<string, string>;
let member: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await t.sessionFor('admin')).headers;
  member = (await t.sessionFor('member')).headers;
});
afterAll(() => t.close());

const call = (...args: CallArgs) => injectInto(t.app, ...args);
let seq = 0;
async function setup() {
  const category = await createCategory(t.database.db, { name: `Pinned ${++seq}` });
  const ids: string[] = [];
  for (let i = 0; i < 3; i++) {
    const res = await call('POST', '/api/products', admin, {
      title: `Pinned product ${seq}-${i}`,
      product_type: 'asset',
      categories: [{ category_id: category }],
    });
    ids.push(res.json().id);
  }
  return { category, ids, url: `/api/pinned-products/${category}` };
}

describe('pinned products', () => {
  it('starts empty, keeps the order sent, replaces on POST and PUT, and clears on DELETE', async () => {
    const { ids, url, category } = await setup();
    expect((await call('GET', url, admin)).json()).toEqual({ product_ids: '' });
    const posted = await call('POST', url, admin, { product_ids: [ids[2], ids[0]].join(',') });
    expect(posted.statusCode).toBe(200);
    expect(posted.json()).toEqual({ id: category });
    expect((await call('GET', url, admin)).json()).toEqual({ product_ids: `${ids[2]},${ids[0]}` });
    await call('PUT', url, admin, { product_ids: ` ${ids[1]} , ${ids[2]}` });
    expect((await call('GET', url, admin)).json()).toEqual({ product_ids: `${ids[1]},${ids[2]}` });
    expect((await read(ids[1] as string)).pinned).toBe(true);
    expect((await call('DELETE', url, admin)).json()).toEqual({ id: category });
    expect((await call('GET', url, admin)).json()).toEqual({ product_ids: '' });
  });

  it('refuses a product outside the category, a bad id and a repeated id with 400 naming product_ids', async () => {
    const { ids, url } = await setup();
    const other = await setup();
    for (const product_ids of [other.ids[0], MISSING, 'not-an-id', `${ids[0]},${ids[0]}`]) {
      const res = await call('PUT', url, admin, { product_ids });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues[0].path).toBe('product_ids');
    }
    expect((await call('POST', url, admin, {})).statusCode).toBe(400);
  });

  it('answers 404 for an unknown category, 403 for a member and 401 without a token', async () => {
    const missing = `/api/pinned-products/${MISSING}`;
    for (const method of ['GET', 'DELETE'] as const) expect((await call(method, missing, admin)).statusCode).toBe(404);
    expect((await call('PUT', missing, admin, { product_ids: '' })).statusCode).toBe(404);
    const { url } = await setup();
    expect((await call('GET', url, member)).statusCode).toBe(403);
    expect((await call('GET', url)).statusCode).toBe(401);
  });
});

const read = async (id: string) => (await call('GET', `/api/products/${id}`, admin)).json();
