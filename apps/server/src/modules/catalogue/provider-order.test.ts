import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build';
import { createGroup, createProvider } from '../../../test/catalogue';

let t: TestApp;
let admin: Record<string, string>;
let member: Record<string, string>;
let memberId: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await t.sessionFor('admin')).headers;
  const session = await t.sessionFor('member');
  member = session.headers;
  memberId = session.userId;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT', headers: Record<string, string> = {}, payload?: object) =>
  t.app.inject({ method, url: '/api/content-providers-order', headers, ...(payload && { payload }) });
const order = async (headers = admin) =>
  (await call('GET', headers)).json() as { id: string; content_provider_ids: string };
const names = async () =>
  (
    (await t.app.inject({ method: 'GET', url: '/api/content-providers', headers: admin })).json() as { name: string }[]
  ).map((p) => p.name);

describe('the content provider order', () => {
  it('keeps one order record, made on first use, whose id stays the same', async () => {
    const [first, second] = await Promise.all([order(), order()]);
    expect(first.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.id).toBe(first.id);
    expect(first.content_provider_ids).toBe('');
  });

  it('round-trips: listed providers first in the order given, the others keep their order after them', async () => {
    const [a, b, c, d] = [
      await createProvider(t.database.db, 'A'),
      await createProvider(t.database.db, 'B'),
      await createProvider(t.database.db, 'C'),
      await createProvider(t.database.db, 'D'),
    ];
    const { id, content_provider_ids } = await order();
    expect(content_provider_ids).toBe([a, b, c, d].join(','));

    const res = await call('PUT', admin, { id, content_provider_ids: `${c},${a}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id });
    expect((await order()).content_provider_ids).toBe([c, a, b, d].join(','));
    expect(await names()).toEqual(['C', 'A', 'B', 'D']);

    // A provider created afterwards goes last.
    const e = await createProvider(t.database.db, 'E');
    await call('PUT', admin, { id, content_provider_ids: [d, c, b, a].join(',') });
    expect((await order()).content_provider_ids).toBe([d, c, b, a, e].join(','));
  });

  it('tells a member only the places of the providers their groups grant', async () => {
    const seen = await createProvider(t.database.db, 'Seen');
    const hidden = await createProvider(t.database.db, 'Hidden');
    await createGroup(
      t.database.db,
      'Readers',
      [
        { id: seen, permission: 1 },
        { id: hidden, permission: 0 },
      ],
      [memberId],
    );
    const mine = await order(member);
    expect(mine.id).toBe((await order()).id);
    expect(mine.content_provider_ids).toBe(seen);
  });

  it('refuses an unknown order id with 404 and bad provider lists with 400 naming content_provider_ids', async () => {
    const { id, content_provider_ids } = await order();
    const [first] = content_provider_ids.split(',');
    const other = await call('PUT', admin, { id: '00000000-0000-4000-8000-0000000000ff', content_provider_ids: first });
    expect(other.statusCode).toBe(404);
    for (const ids of [`${first},${first}`, 'not-an-id', '00000000-0000-4000-8000-0000000000ff']) {
      const res = await call('PUT', admin, { id, content_provider_ids: ids });
      expect(res.statusCode, ids).toBe(400);
      expect(res.json().issues).toEqual([{ path: 'content_provider_ids', message: expect.any(String) }]);
    }
    expect((await order()).content_provider_ids).toBe(content_provider_ids);
    const missing = await call('PUT', admin, { content_provider_ids: first });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues[0].path).toBe('id');
  });

  it('answers 401 without a token and 403 to a member who tries to reorder', async () => {
    const { id, content_provider_ids } = await order();
    expect((await call('GET')).statusCode).toBe(401);
    expect((await call('PUT', {}, { id, content_provider_ids })).statusCode).toBe(401);
    expect((await call('PUT', member, { id, content_provider_ids: '' })).statusCode).toBe(403);
  });
});
