import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type CallArgs, injectInto, MISSING_ID as MISSING, type TestApp } from '../../../test/build';
import { createCategory, createProvider } from '../../../test/catalogue';

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
const listed = async () =>
  (await call('GET', '/api/categories', admin)).json() as {
    id: string;
    name: string;
    slug: string;
    created_at: string;
  }[];

describe('creating and reading categories', () => {
  it('creates a category with its address made from its name and lists it with its links, by name', async () => {
    const provider = await createProvider(t.database.db, 'Northwind');
    const res = await call('POST', '/api/categories', admin, {
      name: 'Spring Promotions & Events',
      description: 'Seasonal material',
      description_bold: 'Fresh',
      content_providers: [{ id: provider, permission: 2 }],
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    await call('POST', '/api/categories', admin, { name: 'Autumn Deals' });

    const all = await listed();
    expect(all.map((c) => c.name)).toEqual(['Autumn Deals', 'Spring Promotions & Events']);
    const created = all.find((c) => c.id === id);
    expect(created).toMatchObject({
      slug: 'spring-promotions-and-events',
      description: 'Seasonal material',
      description_bold: 'Fresh',
      is_deleted: false,
      deleted_at: null,
      content_providers: [{ id: provider, permission: 2 }],
    });
    expect(new Date(created?.created_at ?? '').toISOString()).toBe(created?.created_at);
  });

  it('gives a link the default cap of 1 (gated) and leaves out links with cap 0', async () => {
    const [a, b] = [await createProvider(t.database.db, 'Cap A'), await createProvider(t.database.db, 'Cap B')];
    const { id } = (
      await call('POST', '/api/categories', admin, {
        name: 'Capped links',
        content_providers: [{ id: a }, { id: b, permission: 0 }],
      })
    ).json();
    const category = (await listed()).find((c) => c.id === id) as unknown as { content_providers: unknown[] };
    expect(category.content_providers).toEqual([{ id: a, permission: 1 }]);
  });

  it('answers 409 naming name when a live category has the address, and frees it once deleted', async () => {
    const first = (await call('POST', '/api/categories', admin, { name: 'Webinars' })).json().id;
    const again = await call('POST', '/api/categories', admin, { name: 'WEBINARS!' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'conflict', issues: [{ path: 'name' }] });

    expect((await call('DELETE', `/api/categories/${first}`, admin)).statusCode).toBe(200);
    const reused = await call('POST', '/api/categories', admin, { name: 'Webinars' });
    expect(reused.statusCode).toBe(201);
    expect((await listed()).filter((c) => c.slug === 'webinars').map((c) => c.id)).toEqual([reused.json().id]);
  });

  it.each(['Products', 'Admin', 'my account', 'API'])(
    'refuses the reserved address of "%s" with 400 naming name',
    async (name) => {
      const res = await call('POST', '/api/categories', admin, { name });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toEqual([{ path: 'name', message: expect.stringContaining('is a reserved address') }]);
    },
  );

  it('answers 400 naming each bad field', async () => {
    const provider = await createProvider(t.database.db, 'Validation');
    const cases: [object, string][] = [
      [{}, 'name'],
      [{ name: '   ' }, 'name'],
      [{ name: 'x'.repeat(101) }, 'name'],
      [{ name: '!!! ???' }, 'name'],
      [{ name: 'Long text', description: 'x'.repeat(2001) }, 'description'],
      [{ name: 'Long bold', description_bold: 'x'.repeat(2001) }, 'description_bold'],
      [{ name: 'Too open', content_providers: [{ id: provider, permission: 3 }] }, 'content_providers.0.permission'],
      [{ name: 'Bad id', content_providers: [{ id: 'nope' }] }, 'content_providers.0.id'],
      [{ name: 'Twice', content_providers: [{ id: provider }, { id: provider, permission: 2 }] }, 'content_providers'],
      [
        { name: 'Twice cased', content_providers: [{ id: provider }, { id: provider.toUpperCase() }] },
        'content_providers',
      ],
      [{ name: 'Unknown provider', content_providers: [{ id: MISSING }] }, 'content_providers'],
    ];
    for (const [payload, path] of cases) {
      const res = await call('POST', '/api/categories', admin, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(path);
      expect(res.json().message).toContain(`Invalid Body parameter ${path}`);
    }
    expect((await listed()).map((c) => c.name)).not.toContain('Unknown provider');
  });
});

describe('updating and deleting categories', () => {
  it('renames a category to a new address, keeps what is not sent and replaces its links', async () => {
    const [p1, p2] = [await createProvider(t.database.db, 'Upd 1'), await createProvider(t.database.db, 'Upd 2')];
    const id = await createCategory(t.database.db, {
      name: 'Old Name',
      description: 'kept',
      links: [{ id: p1, permission: 1 }],
    });
    const res = await call('PUT', `/api/categories/${id}`, admin, {
      id,
      name: 'New Name',
      update_content_providers: [{ id: p2, permission: 2 }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id });
    expect((await listed()).find((c) => c.id === id)).toMatchObject({
      name: 'New Name',
      slug: 'new-name',
      description: 'kept',
      content_providers: [{ id: p2, permission: 2 }],
    });
    await call('PUT', `/api/categories/${id}`, admin, { id, name: 'New Name' });
    expect((await listed()).find((c) => c.id === id)).toMatchObject({ content_providers: [{ id: p2, permission: 2 }] });
  });

  it('refuses a rename onto a taken or reserved address, and a body id that is not the path id', async () => {
    await createCategory(t.database.db, { name: 'Taken Spot' });
    const id = await createCategory(t.database.db, { name: 'Mover' });
    expect((await call('PUT', `/api/categories/${id}`, admin, { id, name: 'taken spot' })).statusCode).toBe(409);
    const reserved = await call('PUT', `/api/categories/${id}`, admin, { id, name: 'Login' });
    expect(reserved.statusCode).toBe(400);
    expect(reserved.json().issues[0].path).toBe('name');
    const mismatch = await call('PUT', `/api/categories/${id}`, admin, { id: MISSING, name: 'Mover' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().issues[0].path).toBe('id');
    const unknown = await call('PUT', `/api/categories/${id}`, admin, {
      id,
      name: 'Mover',
      update_content_providers: [{ id: MISSING }],
    });
    expect(unknown.json().issues[0].path).toBe('update_content_providers');
    expect((await listed()).find((c) => c.id === id)?.name).toBe('Mover');
  });

  it('deletes softly, answering a string, and answers 404 for a missing or deleted category', async () => {
    const id = await createCategory(t.database.db, { name: 'Short Lived' });
    const res = await call('DELETE', `/api/categories/${id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('Category deleted');
    expect(res.headers['content-type']).toContain('text/plain');
    expect((await listed()).map((c) => c.id)).not.toContain(id);
    expect((await call('DELETE', `/api/categories/${id}`, admin)).statusCode).toBe(404);
    expect((await call('PUT', `/api/categories/${id}`, admin, { id, name: 'Back' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/categories/${MISSING}`, admin)).statusCode).toBe(404);
    const bad = await call('DELETE', '/api/categories/12345', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Invalid Path parameter id');
  });

  it('answers 401 without a token and 403 to a member on every write', async () => {
    const id = await createCategory(t.database.db, { name: 'Guarded' });
    expect((await call('GET', '/api/categories')).statusCode).toBe(401);
    expect((await call('POST', '/api/categories', {}, { name: 'Nope' })).statusCode).toBe(401);
    expect((await call('POST', '/api/categories', member, { name: 'Nope' })).statusCode).toBe(403);
    expect((await call('PUT', `/api/categories/${id}`, member, { id, name: 'Nope' })).statusCode).toBe(403);
    expect((await call('DELETE', `/api/categories/${id}`, member)).statusCode).toBe(403);
    expect((await listed()).find((c) => c.id === id)?.name).toBe('Guarded');
  });
});
