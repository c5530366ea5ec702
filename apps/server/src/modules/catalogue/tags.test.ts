import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  type CallArgs,
  injectInto,
  type Method,
  MISSING_ID as MISSING,
  type TestApp,
} from '../../../test/build';
import { createProvider, createTag } from '../../../test/catalogue';

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
interface Tag {
  id: string;
  name: string;
  slug: string;
  description: string;
  content_providers: { id: string; permission: number }[];
}
const tags = async () => (await call('GET', '/api/tags', admin)).json() as Tag[];
const tag = async (id: string) => (await tags()).find((x) => x.id === id);

describe('managing tags', () => {
  it('creates a tag from its name alone, and with a description and provider links', async () => {
    const provider = await createProvider(t.database.db, 'Tagged');
    const plain = await call('POST', '/api/tags', admin, { name: 'Social Media' });
    expect(plain.statusCode).toBe(201);
    const rich = await call('POST', '/api/tags', admin, {
      name: 'Email',
      description: 'Newsletters',
      content_providers: [{ id: provider }],
    });
    expect((await tags()).map((x) => x.name)).toEqual(['Email', 'Social Media']);
    expect(await tag(plain.json().id)).toEqual({
      id: plain.json().id,
      name: 'Social Media',
      slug: 'social-media',
      description: '',
      description_bold: '',
      content_providers: [],
    });
    expect(await tag(rich.json().id)).toMatchObject({
      description: 'Newsletters',
      content_providers: [{ id: provider, permission: 1 }],
    });
  });

  it('allows a name that would be a reserved category address, and refuses a taken slug with 409', async () => {
    expect((await call('POST', '/api/tags', admin, { name: 'Products' })).statusCode).toBe(201);
    const again = await call('POST', '/api/tags', admin, { name: 'products' });
    expect(again.statusCode).toBe(409);
    expect(again.json().issues[0].path).toBe('name');
  });

  it('renames a tag, keeps what is not sent and replaces its links when sent', async () => {
    const [p1, p2] = [await createProvider(t.database.db, 'T1'), await createProvider(t.database.db, 'T2')];
    const id = await createTag(t.database.db, {
      name: 'Video',
      description: 'kept',
      links: [{ id: p1, permission: 2 }],
    });
    const res = await call('PUT', `/api/tags/${id}`, admin, { name: 'Videos' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id });
    expect(await tag(id)).toMatchObject({
      name: 'Videos',
      slug: 'videos',
      description: 'kept',
      content_providers: [{ id: p1, permission: 2 }],
    });
    await call('PUT', `/api/tags/${id}`, admin, { name: 'Videos', content_providers: [{ id: p2, permission: 0 }] });
    expect((await tag(id))?.content_providers).toEqual([{ id: p2, permission: 0 }]);
    await createTag(t.database.db, { name: 'Print' });
    expect((await call('PUT', `/api/tags/${id}`, admin, { name: 'PRINT' })).statusCode).toBe(409);
    expect((await tag(id))?.name).toBe('Videos');
  });

  it('answers 400 naming each bad field', async () => {
    const provider = await createProvider(t.database.db, 'Checks');
    const id = await createTag(t.database.db, { name: 'Checked' });
    const cases: [Method, string, object, string][] = [
      ['POST', '/api/tags', {}, 'name'],
      ['POST', '/api/tags', { name: '' }, 'name'],
      ['POST', '/api/tags', { name: 'x'.repeat(101) }, 'name'],
      ['POST', '/api/tags', { name: '***' }, 'name'],
      ['POST', '/api/tags', { name: 'Long', description: 'x'.repeat(2001) }, 'description'],
      [
        'POST',
        '/api/tags',
        { name: 'Perm', content_providers: [{ id: provider, permission: 3 }] },
        'content_providers.0.permission',
      ],
      [
        'POST',
        '/api/tags',
        { name: 'Twice', content_providers: [{ id: provider }, { id: provider }] },
        'content_providers',
      ],
      ['POST', '/api/tags', { name: 'Unknown', content_providers: [{ id: MISSING }] }, 'content_providers'],
      ['PUT', `/api/tags/${id}`, { name: 'Checked', content_providers: [{ id: MISSING }] }, 'content_providers'],
      ['PUT', `/api/tags/${id}`, { name: '' }, 'name'],
    ];
    for (const [method, url, payload, path] of cases) {
      const res = await call(method, url, admin, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(path);
    }
    expect((await tags()).map((x) => x.name)).not.toContain('Unknown');
    expect((await call('PUT', '/api/tags/123', admin, { name: 'X' })).json().message).toContain(
      'Invalid Path parameter id',
    );
  });

  it('deletes a tag for good and answers 404 for a missing one', async () => {
    const id = await createTag(t.database.db, { name: 'Ephemeral' });
    const res = await call('DELETE', `/api/tags/${id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id });
    expect(await tag(id)).toBeUndefined();
    expect((await call('DELETE', `/api/tags/${id}`, admin)).statusCode).toBe(404);
    expect((await call('PUT', `/api/tags/${MISSING}`, admin, { name: 'Ghost' })).statusCode).toBe(404);
  });

  it('answers 401 without a token and 403 to a member on every write', async () => {
    const id = await createTag(t.database.db, { name: 'Guarded' });
    expect((await call('GET', '/api/tags')).statusCode).toBe(401);
    expect((await call('POST', '/api/tags', {}, { name: 'Nope' })).statusCode).toBe(401);
    expect((await call('POST', '/api/tags', member, { name: 'Nope' })).statusCode).toBe(403);
    expect((await call('PUT', `/api/tags/${id}`, member, { name: 'Nope' })).statusCode).toBe(403);
    expect((await call('DELETE', `/api/tags/${id}`, member)).statusCode).toBe(403);
    expect((await tag(id))?.name).toBe('Guarded');
  });
});
