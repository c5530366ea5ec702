/** What a member sees of categories, tags and providers, given their groups (DESIGN §1.3). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build';
import { createCategory, createGroup, createProvider, createTag } from '../../../test/catalogue';
import { categoryPermissionMap } from '../access/access.service';

let t: TestApp;
let member: Record<string, string>;
let memberId: string;
const ids: Record<string, string> = {};
beforeAll(async () => {
  t = await buildTestApp();
  const session = await t.sessionFor('member');
  member = session.headers;
  memberId = session.userId;
  const db = t.database.db;
  // P: gated for the member; Q: yes for the member through a 'yes' group; R: not granted.
  ids.P = await createProvider(db, 'Provider P');
  ids.Q = await createProvider(db, 'Provider Q');
  ids.R = await createProvider(db, 'Provider R');
  await createGroup(db, 'Gated on P', [{ id: ids.P, permission: 1 }], [memberId]);
  await createGroup(db, 'Yes on Q', [{ id: ids.Q, permission: 2 }], [memberId]);
  ids.ofP = await createCategory(db, { name: 'Of P', links: [{ id: ids.P, permission: 2 }] });
  ids.ofQCapped = await createCategory(db, { name: 'Of Q capped', links: [{ id: ids.Q, permission: 1 }] });
  ids.ofQOpen = await createCategory(db, { name: 'Of Q open', links: [{ id: ids.Q, permission: 2 }] });
  ids.ofR = await createCategory(db, { name: 'Of R', links: [{ id: ids.R, permission: 2 }] });
  ids.qZero = await createCategory(db, { name: 'Q zero', links: [{ id: ids.Q, permission: 0 }] });
  ids.shared = await createCategory(db, {
    name: 'Shared',
    links: [
      { id: ids.R, permission: 2 },
      { id: ids.Q, permission: 1 },
      { id: ids.P, permission: 0 },
    ],
  });
  ids.deleted = await createCategory(db, { name: 'Deleted', links: [{ id: ids.Q, permission: 2 }], deleted: true });
  ids.tagQ = await createTag(db, { name: 'tag-q', links: [{ id: ids.Q, permission: 2 }] });
  ids.tagR = await createTag(db, { name: 'tag-r', links: [{ id: ids.R, permission: 1 }] });
});
afterAll(() => t.close());

const get = async (url: string, headers = member) => t.app.inject({ method: 'GET', url, headers });
const idsOf = (list: { id: string }[]) => list.map((x) => x.id);

describe('what a member sees of the catalogue', () => {
  it('lists the categories their groups open, by name, with links of cap 0 left out', async () => {
    const res = await get('/api/categories');
    expect(res.statusCode).toBe(200);
    expect(idsOf(res.json())).toEqual([ids.ofP, ids.ofQCapped, ids.ofQOpen, ids.shared]);
    const shared = res.json().find((c: { id: string }) => c.id === ids.shared);
    expect(shared.content_providers).toEqual([
      { id: ids.Q, permission: 1 },
      { id: ids.R, permission: 2 },
    ]);
  });

  it('opens a category gated through a gated group, and caps a yes group by a link of cap 1', async () => {
    const permissions = await categoryPermissionMap(t.database.db, { userId: memberId, isAdmin: false });
    expect(permissions.get(ids.ofP!)).toBe(1);
    expect(permissions.get(ids.ofQCapped!)).toBe(1);
    expect(permissions.get(ids.ofQOpen!)).toBe(2);
    expect(permissions.get(ids.ofR!) ?? 0).toBe(0);
  });

  it('lists providers with the categories seen through each, in order, leaving out providers with none', async () => {
    const res = await get('/api/content-providers/categories');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: ids.P, name: 'Provider P', categories: [{ id: ids.ofP, name: 'Of P' }] },
      {
        id: ids.Q,
        name: 'Provider Q',
        categories: [
          { id: ids.ofQCapped, name: 'Of Q capped' },
          { id: ids.ofQOpen, name: 'Of Q open' },
          { id: ids.shared, name: 'Shared' },
        ],
      },
    ]);
  });

  it("answers a provider's categories to a member who holds it, and 404 for one they do not", async () => {
    const res = await get(`/api/content-providers/${ids.Q}/categories`);
    expect(res.statusCode).toBe(200);
    expect(idsOf(res.json())).toEqual([ids.ofQCapped, ids.ofQOpen, ids.shared]);
    expect(res.json()[0]).toMatchObject({ slug: 'of-q-capped', content_providers: [{ id: ids.Q, permission: 1 }] });
    expect((await get(`/api/content-providers/${ids.R}/categories`)).statusCode).toBe(404);
  });

  it('lists the tags their groups open', async () => {
    const res = await get('/api/tags');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: ids.tagQ,
        name: 'tag-q',
        slug: 'tag-q',
        description: '',
        description_bold: '',
        content_providers: [{ id: ids.Q, permission: 2 }],
      },
    ]);
  });

  it('shows a member in no group nothing, and an admin everything live, providers included even when empty', async () => {
    await createAccount(t.database.db, { username: 'loner', password: 'long password 1' });
    const loner = (await t.sessionFor('loner')).headers;
    expect((await get('/api/categories', loner)).json()).toEqual([]);
    expect((await get('/api/tags', loner)).json()).toEqual([]);
    expect((await get('/api/content-providers/categories', loner)).json()).toEqual([]);
    expect((await get(`/api/content-providers/${ids.P}/categories`, loner)).statusCode).toBe(404);

    const admin = (await t.sessionFor('admin')).headers;
    const all = idsOf((await get('/api/categories', admin)).json());
    expect(all).toHaveLength(6);
    expect(all).not.toContain(ids.deleted);
    expect(idsOf((await get('/api/tags', admin)).json())).toEqual([ids.tagQ, ids.tagR]);
    const providers = (await get('/api/content-providers/categories', admin)).json();
    expect(idsOf(providers)).toEqual([ids.P, ids.Q, ids.R]);
    expect(idsOf(providers[2].categories)).toEqual([ids.ofR, ids.shared]);
  });

  it('keeps catalogue reads from an account that is not active', async () => {
    await createAccount(t.database.db, { username: 'waiting', password: 'long password 1', membership_status: 2 });
    const waiting = (await t.sessionFor('waiting')).headers;
    expect((await get('/api/categories', waiting)).statusCode).toBe(403);
    expect((await get('/api/tags', waiting)).statusCode).toBe(403);
    expect((await get('/api/content-providers/categories', waiting)).statusCode).toBe(403);
    expect((await get('/api/content-providers-order', waiting)).statusCode).toBe(403);
  });
});
