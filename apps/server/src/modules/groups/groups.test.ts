import { contentProviders, groupProviders, groups, userGroups } from '@stockroom/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/accounts';
import { buildTestApp, type CallArgs, injectInto, MISSING_ID as MISSING, type TestApp } from '../../../test/build';

let t: TestApp;
let admin: Record<string, string>;
let acme: string;
let zenith: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await t.sessionFor('admin')).headers;
  const rows = await t.database.db
    .insert(contentProviders)
    .values([
      { name: 'Acme', position: 0 },
      { name: 'Zenith', position: 1 },
    ])
    .returning();
  [acme, zenith] = rows.map((r) => r.id) as [string, string];
});
afterAll(() => t.close());

const call = (...args: CallArgs) => injectInto(t.app, ...args);
const create = async (name: string, content_providers: { id: string; permission: number }[] = []) => {
  const res = await call('POST', '/api/groups', admin, { name, content_providers });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
};

describe('reading groups', () => {
  it('lists groups by name with every provider, 0 where the group grants nothing', async () => {
    const west = await create('West region', [{ id: zenith, permission: 2 }]);
    const east = await create('East region', [{ id: acme, permission: 1 }]);
    const res = await call('GET', '/api/groups', admin);
    expect(res.statusCode).toBe(200);
    const names = res.json().map((g: { name: string }) => g.name);
    expect(names.indexOf('East region')).toBeLessThan(names.indexOf('West region'));
    const byId = new Map(res.json().map((g: { id: string }) => [g.id, g]));
    expect(byId.get(east)).toMatchObject({
      name: 'East region',
      content_providers: [
        { id: acme, name: 'Acme', permission: 1 },
        { id: zenith, name: 'Zenith', permission: 0 },
      ],
    });
    expect(byId.get(west)).toMatchObject({
      content_providers: [
        { id: acme, permission: 0 },
        { id: zenith, permission: 2 },
      ],
    });
  });

  it('counts live members in the table and in one group, not deleted users', async () => {
    const id = await create('Counted');
    const db = t.database.db;
    const live = await createAccount(db, { username: 'counted-live', password: 'long password 1' });
    const gone = await createAccount(db, { username: 'counted-gone', password: 'long password 1' });
    await db.insert(userGroups).values([
      { user_id: live, group_id: id },
      { user_id: gone, group_id: id },
    ]);
    expect((await call('DELETE', `/api/user/${gone}`, admin)).statusCode).toBe(200);
    const table = await call('GET', '/api/groups/table', admin);
    expect(table.statusCode).toBe(200);
    expect(table.json().find((g: { id: string }) => g.id === id)).toMatchObject({ name: 'Counted', users_count: 1 });
    const one = await call('GET', `/api/groups/${id}`, admin);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id, name: 'Counted', users_count: 1 });
    expect(one.json().content_providers).toHaveLength(2);
  });

  it('answers 404 for a group that does not exist', async () => {
    const res = await call('GET', `/api/groups/${MISSING}`, admin);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
  });
});

describe('writing groups', () => {
  it('creates a group with its permissions, storing nothing for 0', async () => {
    const id = await create('Created', [
      { id: acme, permission: 2 },
      { id: zenith, permission: 0 },
    ]);
    const stored = await t.database.db.select().from(groupProviders).where(eq(groupProviders.group_id, id));
    expect(stored).toEqual([{ group_id: id, provider_id: acme, permission: 2 }]);
  });

  it('renames a group and keeps its permissions when update_content_providers is absent', async () => {
    const id = await create('Before', [{ id: acme, permission: 1 }]);
    const res = await call('PUT', `/api/groups/${id}`, admin, { name: 'After' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id });
    const group = (await call('GET', `/api/groups/${id}`, admin)).json();
    expect(group.name).toBe('After');
    expect(group.content_providers[0]).toMatchObject({ id: acme, permission: 1 });
  });

  it('replaces the permissions when update_content_providers is sent', async () => {
    const id = await create('Replaced', [{ id: acme, permission: 1 }]);
    const res = await call('PUT', `/api/groups/${id}`, admin, {
      name: 'Replaced',
      update_content_providers: [{ id: zenith, permission: 2 }],
    });
    expect(res.statusCode).toBe(200);
    const perms = (await call('GET', `/api/groups/${id}`, admin)).json().content_providers;
    expect(perms.map((p: { permission: number }) => p.permission)).toEqual([0, 2]);
  });

  it('deletes a group for good with its memberships and permissions', async () => {
    const id = await create('Doomed', [{ id: acme, permission: 2 }]);
    const db = t.database.db;
    const user = await createAccount(db, { username: 'doomed-member', password: 'long password 1' });
    await db.insert(userGroups).values({ user_id: user, group_id: id });
    const res = await call('DELETE', `/api/groups/${id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id });
    expect(await db.select().from(groups).where(eq(groups.id, id))).toEqual([]);
    expect(await db.select().from(userGroups).where(eq(userGroups.group_id, id))).toEqual([]);
    expect(await db.select().from(groupProviders).where(eq(groupProviders.group_id, id))).toEqual([]);
    expect((await call('GET', `/api/user/${user}`, admin)).json().groups).toEqual([]);
  });

  it('answers 404 when updating or deleting a group that does not exist', async () => {
    expect((await call('PUT', `/api/groups/${MISSING}`, admin, { name: 'Nobody' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/groups/${MISSING}`, admin)).statusCode).toBe(404);
  });

  it('refuses a name another group holds, in any case, with 409 naming name', async () => {
    await create('Taken name');
    const other = await create('Other name');
    for (const res of [
      await call('POST', '/api/groups', admin, { name: 'taken NAME' }),
      await call('PUT', `/api/groups/${other}`, admin, { name: 'Taken name' }),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'conflict', issues: [{ path: 'name' }] });
    }
    expect((await call('PUT', `/api/groups/${other}`, admin, { name: 'OTHER name' })).statusCode).toBe(200);
  });

  it('gives one of two concurrent creations of a name a 409', async () => {
    const results = await Promise.all([
      call('POST', '/api/groups', admin, { name: 'Raced' }),
      call('POST', '/api/groups', admin, { name: 'Raced' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('refuses an unknown provider with 400 naming the field, and writes nothing', async () => {
    const res = await call('POST', '/api/groups', admin, {
      name: 'Unknown provider',
      content_providers: [{ id: MISSING, permission: 1 }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([expect.objectContaining({ path: 'content_providers' })]);
    expect(res.json().message).toContain('content_providers');
    expect(await t.database.db.select().from(groups).where(eq(groups.name, 'Unknown provider'))).toEqual([]);
    const id = await create('Known provider');
    const update = await call('PUT', `/api/groups/${id}`, admin, {
      name: 'Known provider',
      update_content_providers: [{ id: MISSING, permission: 1 }],
    });
    expect(update.statusCode).toBe(400);
    expect(update.json().issues[0].path).toBe('update_content_providers');
  });
});
