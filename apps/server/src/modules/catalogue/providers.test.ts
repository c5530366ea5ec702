import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type CallArgs, injectInto, MISSING_ID as MISSING, type TestApp } from '../../../test/build';
import { createCategory, createGroup, createTag } from '../../../test/catalogue';

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
interface Provider {
  id: string;
  name: string;
  permission: number;
  order_categories: string;
}
const providers = async () => (await call('GET', '/api/content-providers', admin)).json() as Provider[];
const create = async (name: string) =>
  (await call('POST', '/api/content-providers', admin, { name })).json().id as string;

describe('managing content providers', () => {
  it('creates providers last in the display order and lists them with the admin permission 2', async () => {
    const res = await call('POST', '/api/content-providers', admin, { name: 'Zeta Media' });
    expect(res.statusCode).toBe(201);
    const alpha = await create('Alpha Media');
    const list = await providers();
    expect(list.map((p) => p.name)).toEqual(['Zeta Media', 'Alpha Media']);
    expect(list[1]).toEqual({ id: alpha, name: 'Alpha Media', permission: 2, order_categories: '' });
  });

  it('renames a provider and orders its categories, listed ones first, then the rest by name', async () => {
    const id = await create('Ordered');
    const [b, a, c] = [
      await createCategory(t.database.db, { name: 'Bravo', links: [{ id, permission: 1 }] }),
      await createCategory(t.database.db, { name: 'Alpha', links: [{ id, permission: 1 }] }),
      await createCategory(t.database.db, { name: 'Charlie', links: [{ id, permission: 2 }] }),
    ];
    expect((await providers()).find((p) => p.id === id)?.order_categories).toBe([a, b, c].join(','));
    const res = await call('PUT', `/api/content-providers/${id}`, admin, {
      name: 'Ordered Co',
      order_categories: `${c}, ${a}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id });
    expect((await providers()).find((p) => p.id === id)).toMatchObject({
      name: 'Ordered Co',
      order_categories: [c, a, b].join(','),
    });
    const inOrder = await call('GET', `/api/content-providers/${id}/categories`, admin);
    expect(inOrder.json().map((cat: { id: string }) => cat.id)).toEqual([c, a, b]);

    // A rename alone keeps the order; a deleted category drops out of it.
    await call('PUT', `/api/content-providers/${id}`, admin, { name: 'Ordered Again' });
    await call('DELETE', `/api/categories/${a}`, admin);
    expect((await providers()).find((p) => p.id === id)?.order_categories).toBe([c, b].join(','));
  });

  it('refuses an order_categories naming a stranger, a deleted category, a non-id or the same id twice', async () => {
    const id = await create('Strict');
    const own = await createCategory(t.database.db, { name: 'Own', links: [{ id, permission: 1 }] });
    const stranger = await createCategory(t.database.db, { name: 'Stranger' });
    const gone = await createCategory(t.database.db, { name: 'Gone', links: [{ id, permission: 1 }], deleted: true });
    for (const order of [`${own},${stranger}`, gone, 'not-an-id', `${own},${own}`]) {
      const res = await call('PUT', `/api/content-providers/${id}`, admin, { name: 'Strict', order_categories: order });
      expect(res.statusCode, order).toBe(400);
      expect(res.json().issues).toEqual([{ path: 'order_categories', message: expect.any(String) }]);
      expect(res.json().message).toContain('order_categories');
    }
  });

  it('answers 400 naming a bad name and 404 for a missing provider', async () => {
    for (const name of [undefined, '', 'x'.repeat(101)]) {
      const res = await call('POST', '/api/content-providers', admin, { name });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues[0].path).toBe('name');
    }
    expect((await call('PUT', `/api/content-providers/${MISSING}`, admin, { name: 'X' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/content-providers/${MISSING}`, admin)).statusCode).toBe(404);
    expect((await call('GET', `/api/content-providers/${MISSING}/categories`, admin)).statusCode).toBe(404);
    const bad = await call('PUT', '/api/content-providers/nope', admin, { name: 'X' });
    expect(bad.json().message).toContain('Invalid Path parameter id');
  });

  it("deletes a provider from every list and from categories', tags' and groups' links", async () => {
    const id = await create('Doomed');
    const keep = await create('Keeper');
    const category = await createCategory(t.database.db, {
      name: 'Shared',
      links: [
        { id, permission: 2 },
        { id: keep, permission: 1 },
      ],
    });
    await createTag(t.database.db, { name: 'doomed-tag', links: [{ id, permission: 1 }] });
    await createGroup(t.database.db, 'Doomed group', [{ id, permission: 2 }], [(await t.sessionFor('member')).userId]);

    const res = await call('DELETE', `/api/content-providers/${id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id });
    expect((await providers()).map((p) => p.id)).not.toContain(id);
    const cats = (await call('GET', '/api/categories', admin)).json();
    expect(cats.find((c: { id: string }) => c.id === category).content_providers).toEqual([
      { id: keep, permission: 1 },
    ]);
    const tags = (await call('GET', '/api/tags', admin)).json();
    expect(tags.find((tag: { name: string }) => tag.name === 'doomed-tag').content_providers).toEqual([]);
    const withCategories = (await call('GET', '/api/content-providers/categories', admin)).json();
    expect(withCategories.map((p: { id: string }) => p.id)).not.toContain(id);
    expect((await call('GET', '/api/content-providers/categories', member)).json()).toEqual([]);
    const order = (await call('GET', '/api/content-providers-order', admin)).json();
    expect(order.content_provider_ids.split(',')).not.toContain(id);
  });

  it('answers 401 without a token and 403 to a member on every admin route', async () => {
    const id = await create('Guarded');
    expect((await call('GET', '/api/content-providers')).statusCode).toBe(401);
    expect((await call('GET', '/api/content-providers/categories')).statusCode).toBe(401);
    expect((await call('GET', `/api/content-providers/${id}/categories`)).statusCode).toBe(401);
    expect((await call('GET', '/api/content-providers', member)).statusCode).toBe(403);
    expect((await call('POST', '/api/content-providers', member, { name: 'Nope' })).statusCode).toBe(403);
    expect((await call('PUT', `/api/content-providers/${id}`, member, { name: 'Nope' })).statusCode).toBe(403);
    expect((await call('DELETE', `/api/content-providers/${id}`, member)).statusCode).toBe(403);
    expect((await providers()).find((p) => p.id === id)?.name).toBe('Guarded');
  });
});
