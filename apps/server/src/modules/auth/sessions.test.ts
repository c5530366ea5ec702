import { users } from '@stockroom/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build';
import { revokeAllSessions } from './sessions.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'a long enough password 42';

const currentUser = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/auth/v1/user', headers });
const refresh = (payload: object) => t.app.inject({ method: 'POST', url: '/auth/login/refresh', payload });
const logout = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/auth/v1/logout', headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('current user, refresh and logout', () => {
  it('answers the current-user summary for a member and for an admin', async () => {
    const member = await t.sessionFor('member');
    const res = await currentUser(member.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: member.userId, username: 'member', first_name: 'Morgan', is_admin: false });
    const admin = await t.sessionFor('admin');
    expect((await currentUser(admin.headers)).json()).toMatchObject({ username: 'admin', is_admin: true });
  });

  it('trades a refresh token for an access token that works', async () => {
    const { refresh_token } = await t.sessionFor('member');
    const res = await refresh({ username: 'Member', refresh_token });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).toEqual(['access_token']);
    expect((await currentUser(bearer(res.json().access_token))).json()).toMatchObject({ username: 'member' });
  });

  it("refuses a refresh token sent with another user's name, or one that was never issued", async () => {
    const { refresh_token } = await t.sessionFor('member');
    const other = await refresh({ username: 'admin', refresh_token });
    expect(other.statusCode).toBe(401);
    expect(other.json().code).toBe('unauthorized');
    expect((await refresh({ username: 'member', refresh_token: 'made-up-token' })).statusCode).toBe(401);
  });

  it('answers 400 naming the refresh fields that are missing', async () => {
    const res = await refresh({});
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Invalid Body parameter username');
    expect(res.json().message).toContain('Invalid Body parameter refresh_token');
  });

  it('ends the session on logout: its access and refresh tokens stop working', async () => {
    const session = await t.sessionFor('member');
    const res = await logout(session.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: expect.any(String) });
    expect((await currentUser(session.headers)).statusCode).toBe(401);
    expect((await refresh({ username: 'member', refresh_token: session.refresh_token })).statusCode).toBe(401);
    expect((await logout(session.headers)).statusCode).toBe(401);
  });

  it("keeps the user's other sessions alive after logging out of one", async () => {
    const phone = await t.sessionFor('member');
    const laptop = await t.sessionFor('member');
    expect((await logout(phone.headers)).statusCode).toBe(200);
    expect((await currentUser(laptop.headers)).statusCode).toBe(200);
    expect((await refresh({ username: 'member', refresh_token: laptop.refresh_token })).statusCode).toBe(200);
  });

  it('refuses an expired access token with 401', async () => {
    const { sessionId, userId } = await t.sessionFor('member');
    const expired = await t.deps.tokens.signAccess({ userId, sessionId, username: 'member', isAdmin: false }, -10);
    const res = await currentUser(bearer(expired));
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('unauthorized');
  });

  it('refuses a missing, malformed or forged token with 401', async () => {
    const { access_token } = await t.sessionFor('member');
    const forged = `${access_token.slice(0, -4)}AAAA`;
    for (const authorization of [undefined, 'Basic bWVtYmVyOnB3', 'Bearer', 'Bearer not-a-jwt', `Bearer ${forged}`]) {
      const res = await currentUser(authorization ? { authorization } : {});
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.json().code).toBe('unauthorized');
    }
  });

  it('ends every session of a user whose sessions were all revoked', async () => {
    const userId = await createAccount(t.database.db, { username: 'revoked', password: PASSWORD });
    const first = await t.sessionFor('revoked');
    const second = await t.sessionFor('revoked');
    await revokeAllSessions(t.database.db, userId);
    for (const session of [first, second]) {
      expect((await currentUser(session.headers)).statusCode).toBe(401);
      expect((await refresh({ username: 'revoked', refresh_token: session.refresh_token })).statusCode).toBe(401);
    }
  });

  it('refuses a member route with 403 once the member is denied, and their refresh with 401', async () => {
    const userId = await createAccount(t.database.db, { username: 'soon-denied', password: PASSWORD });
    const session = await t.sessionFor('soon-denied');
    expect((await currentUser(session.headers)).statusCode).toBe(200);
    await t.database.db.update(users).set({ membership_status: 3 }).where(eq(users.id, userId));
    const res = await currentUser(session.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('forbidden');
    expect((await refresh({ username: 'soon-denied', refresh_token: session.refresh_token })).statusCode).toBe(401);
  });

  it('lets a user whose account is no longer active still log out', async () => {
    const userId = await createAccount(t.database.db, { username: 'now-waiting', password: PASSWORD });
    const session = await t.sessionFor('now-waiting');
    await t.database.db.update(users).set({ membership_status: 2 }).where(eq(users.id, userId));
    const res = await t.app.inject({ method: 'GET', url: '/auth/v1/logout', headers: session.headers });
    expect(res.statusCode).toBe(200);
    expect((await refresh({ username: 'now-waiting', refresh_token: session.refresh_token })).statusCode).toBe(401);
  });

  it('refuses the live token of a user who was deleted', async () => {
    const userId = await createAccount(t.database.db, { username: 'soon-gone', password: PASSWORD });
    const session = await t.sessionFor('soon-gone');
    await t.database.db.update(users).set({ deleted_at: new Date() }).where(eq(users.id, userId));
    expect((await currentUser(session.headers)).statusCode).toBe(401);
  });
});
