import { groups, users } from '@stockroom/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['sessionFor']>>;
let member: Awaited<ReturnType<TestApp['sessionFor']>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.sessionFor('admin');
  member = await t.sessionFor('member');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers });
const newGroup = async (name: string) => (await t.database.db.insert(groups).values({ name }).returning())[0]!.id;
const MISSING = '00000000-0000-4000-8000-0000000000ff';

describe('reading users', () => {
  it("answers the caller's own full record, ISO times and no password", async () => {
    const res = await call('GET', '/api/user', member.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: member.userId,
      username: 'member',
      membership_status: 1,
      cognito_is_user_email_confirmed: 1,
      is_admin: false,
      groups: [],
    });
    expect(new Date(res.json().created_at).toISOString()).toBe(res.json().created_at);
    expect(Object.keys(res.json())).not.toContain('password_hash');
  });

  it("shows a member their own record by id and 404 for anyone else's, existing or not", async () => {
    expect((await call('GET', `/api/user/${member.userId}`, member.headers)).statusCode).toBe(200);
    expect((await call('GET', `/api/user/${admin.userId}`, member.headers)).statusCode).toBe(404);
    expect((await call('GET', `/api/user/${MISSING}`, member.headers)).statusCode).toBe(404);
    expect((await call('GET', `/api/user/${member.userId}`, admin.headers)).json().username).toBe('member');
  });

  it('answers 401 without a token and 400 naming a malformed id', async () => {
    expect((await call('GET', '/api/user')).statusCode).toBe(401);
    expect((await call('GET', `/api/user/${member.userId}`)).statusCode).toBe(401);
    const bad = await call('GET', '/api/user/12345', admin.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Invalid Path parameter id');
  });

  it('keeps member routes from an account that is not active', async () => {
    await createAccount(t.database.db, {
      username: 'pending-reader',
      password: 'long password 1',
      membership_status: 0,
    });
    const { headers } = await t.sessionFor('pending-reader');
    expect((await call('GET', '/api/user', headers)).statusCode).toBe(403);
  });
});

describe('the users list', () => {
  it('pages newest first with a count, and searches names, e-mail and company in any case', async () => {
    for (const [i, company] of ['Blue Lake Net', 'Redwood Fiber', 'Blue Ridge Telecom'].entries()) {
      await createAccount(t.database.db, {
        username: `lister${i}`,
        password: 'long password 1',
        company,
        created_at: new Date(Date.now() + i * 1000),
      });
    }
    const page = await call('GET', '/api/users?page_size=2&page=1', admin.headers);
    expect(page.statusCode).toBe(200);
    expect(page.json().dataset.map((u: { username: string }) => u.username)).toEqual(['lister2', 'lister1']);
    const total = page.json().count;
    const second = await call('GET', `/api/users?page_size=2&page=2`, admin.headers);
    expect(second.json()).toMatchObject({ count: total });
    expect(second.json().dataset[0].username).toBe('lister0');

    const blue = await call('GET', '/api/users?search=bLUE', admin.headers);
    expect(blue.json().count).toBe(2);
    expect((await call('GET', '/api/users?search=100%25', admin.headers)).json().count).toBe(0);
  });

  it('defaults to ten a page and leaves out deleted users', async () => {
    await createAccount(t.database.db, { username: 'gone-user', password: 'long password 1', deleted_at: new Date() });
    const res = await call('GET', '/api/users', admin.headers);
    expect(res.json().dataset.length).toBeLessThanOrEqual(10);
    expect((await call('GET', '/api/users?search=gone-user', admin.headers)).json()).toEqual({ count: 0, dataset: [] });
  });

  it('lists only the accounts in one membership status, to find those waiting for approval', async () => {
    await createAccount(t.database.db, { username: 'waiting-one', password: 'long password 1', membership_status: 2 });
    await createAccount(t.database.db, { username: 'waiting-two', password: 'long password 1', membership_status: 2 });
    const waiting = await call('GET', '/api/users?membership_status=2&page_size=100', admin.headers);
    expect(waiting.statusCode).toBe(200);
    const names = waiting.json().dataset.map((u: { username: string }) => u.username);
    expect(names).toEqual(expect.arrayContaining(['waiting-one', 'waiting-two']));
    expect(waiting.json().dataset.every((u: { membership_status: number }) => u.membership_status === 2)).toBe(true);
    expect(waiting.json().count).toBe(names.length);
  });

  it('answers 400 naming page_size or page when out of range', async () => {
    for (const [query, name] of [
      ['membership_status=4', 'membership_status'],
      ['page_size=0', 'page_size'],
      ['page_size=101', 'page_size'],
      ['page=0', 'page'],
      ['page=two', 'page'],
    ]) {
      const res = await call('GET', `/api/users?${query}`, admin.headers);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(`Invalid Query parameter ${name}`);
    }
  });

  it('is for admins only', async () => {
    expect((await call('GET', '/api/users', member.headers)).statusCode).toBe(403);
    expect((await call('GET', '/api/users')).statusCode).toBe(401);
  });
});

describe('deleting users', () => {
  it('soft-deletes a user and ends their sessions', async () => {
    const id = await createAccount(t.database.db, { username: 'doomed', password: 'long password 1' });
    const doomed = await t.sessionFor('doomed');
    const res = await call('DELETE', `/api/user/${id}`, admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id });
    expect((await t.database.db.select().from(users).where(eq(users.id, id)))[0]?.deleted_at).toBeInstanceOf(Date);
    expect((await call('GET', '/api/user', doomed.headers)).statusCode).toBe(401);
    expect((await call('GET', `/api/user/${id}`, admin.headers)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/user/${id}`, admin.headers)).statusCode).toBe(404);
  });

  it('refuses to delete yourself, and refuses members', async () => {
    expect((await call('DELETE', `/api/user/${admin.userId}`, admin.headers)).statusCode).toBe(400);
    expect((await call('DELETE', `/api/user/${member.userId}`, member.headers)).statusCode).toBe(403);
  });
});

describe('group membership', () => {
  it('adds and removes a user, idempotently', async () => {
    const group = await newGroup('Co-op');
    const add = `/api/user/${member.userId}/add/${group}`;
    for (let i = 0; i < 2; i++) {
      const res = await call('POST', add, admin.headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ id: member.userId });
    }
    expect((await call('GET', '/api/user', member.headers)).json().groups).toEqual([group]);
    for (let i = 0; i < 2; i++) {
      expect((await call('POST', `/api/user/${member.userId}/remove/${group}`, admin.headers)).statusCode).toBe(200);
    }
    expect((await call('GET', '/api/user', member.headers)).json().groups).toEqual([]);
  });

  it('answers 404 for a missing user or group, 403 to members and 400 for malformed ids', async () => {
    const group = await newGroup('Other');
    expect((await call('POST', `/api/user/${MISSING}/add/${group}`, admin.headers)).json().message).toMatch(/User/);
    expect((await call('POST', `/api/user/${member.userId}/add/${MISSING}`, admin.headers)).json().message).toMatch(
      /Group/,
    );
    expect((await call('POST', `/api/user/${member.userId}/remove/${MISSING}`, admin.headers)).statusCode).toBe(404);
    expect((await call('POST', `/api/user/${member.userId}/add/${group}`, member.headers)).statusCode).toBe(403);
    const bad = await call('POST', `/api/user/${member.userId}/add/x`, admin.headers);
    expect(bad.json().message).toContain('Invalid Path parameter group_id');
  });
});
