import { users } from '@stockroom/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build';
import { verifyPassword } from '../../lib/passwords';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const OLD = 'old password 123';
const NEW = 'a brand new secret';
const account = (username: string) => createAccount(t.database.db, { username, password: OLD });
const change = (id: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/user/${id}/change-password`, headers, payload });
const hashOf = async (id: string) =>
  (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!.password_hash;
const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/user', headers });

describe('changing a password', () => {
  it('lets a member change their own with the current password, and signs out every session', async () => {
    const id = await account('changer');
    const one = await t.sessionFor('changer');
    const two = await t.sessionFor('changer');
    const res = await change(id, one.headers, { current_password: OLD, password: NEW });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/sign in again/);
    expect(await verifyPassword(await hashOf(id), NEW)).toBe(true);
    expect((await me(one.headers)).statusCode).toBe(401);
    expect((await me(two.headers)).statusCode).toBe(401);
  });

  it('requires the right current password from a member, naming current_password', async () => {
    const id = await account('forgot-current');
    const { headers } = await t.sessionFor('forgot-current');
    for (const payload of [{ password: NEW }, { password: NEW, current_password: 'not the password' }]) {
      const res = await change(id, headers, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toEqual([expect.objectContaining({ path: 'current_password' })]);
    }
    expect(await verifyPassword(await hashOf(id), OLD)).toBe(true);
    expect((await me(headers)).statusCode).toBe(200);
  });

  it('refuses a weak or short new password, naming password', async () => {
    const id = await account('weakchange');
    const { headers } = await t.sessionFor('weakchange');
    const common = await change(id, headers, { current_password: OLD, password: 'qwertyuiop' });
    expect(common.json()).toMatchObject({ code: 'weak_password', issues: [{ path: 'password' }] });
    const short = await change(id, headers, { current_password: OLD, password: 'tiny' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('Invalid Body parameter password');
  });

  it("lets an admin set another user's password without theirs, ending that user's sessions", async () => {
    const id = await account('assisted');
    const victim = await t.sessionFor('assisted');
    const admin = await t.sessionFor('admin');
    const res = await change(id, admin.headers, { password: NEW });
    expect(res.statusCode).toBe(200);
    expect(await verifyPassword(await hashOf(id), NEW)).toBe(true);
    expect((await me(victim.headers)).statusCode).toBe(401);
    expect((await me(admin.headers)).statusCode).toBe(200);
  });

  it("answers 404 to a member who names another user's id, and changes nothing", async () => {
    const id = await account('target');
    const member = await t.sessionFor('member');
    const res = await change(id, member.headers, { current_password: 'stockroom-member', password: NEW });
    expect(res.statusCode).toBe(404);
    expect(await verifyPassword(await hashOf(id), OLD)).toBe(true);
  });

  it('answers 401 without a token, 404 for a missing user and 400 for a malformed id', async () => {
    const id = await account('anonymous-target');
    expect((await change(id, {}, { password: NEW })).statusCode).toBe(401);
    const admin = await t.sessionFor('admin');
    const missing = await change('00000000-0000-4000-8000-00000000abcd', admin.headers, { password: NEW });
    expect(missing.statusCode).toBe(404);
    const malformed = await change('not-a-uuid', admin.headers, { password: NEW });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('Invalid Path parameter user_id');
  });

  it('refuses a member whose account is not active with 403', async () => {
    const id = await createAccount(t.database.db, { username: 'waiting', password: OLD, membership_status: 2 });
    const { headers } = await t.sessionFor('waiting');
    expect((await change(id, headers, { current_password: OLD, password: NEW })).statusCode).toBe(403);
  });
});
