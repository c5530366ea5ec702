import { loginEvents, users } from '@stockroom/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/accounts';
import { buildTestApp, TEST_ADMIN, TEST_MEMBER, type TestApp } from '../../../test/build';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const login = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/auth/v1/login', payload, headers });

const PASSWORD = 'a long enough password 42';

describe('POST /auth/v1/login', () => {
  it('answers an access token and a refresh token for the right password', async () => {
    const res = await login(TEST_MEMBER);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['access_token', 'refresh_token']);
    expect(body.access_token.split('.')).toHaveLength(3);
    expect(body.refresh_token.length).toBeGreaterThanOrEqual(40);
    const me = await t.app.inject({
      method: 'GET',
      url: '/auth/v1/user',
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    expect(me.json()).toMatchObject({ username: 'member', first_name: 'Morgan', is_admin: false });
  });

  it('records each successful login with the address and user agent', async () => {
    const [member] = await t.database.db.select().from(users).where(eq(users.username, 'member'));
    const before = await t.database.db.select().from(loginEvents).where(eq(loginEvents.user_id, member!.id));
    expect((await login(TEST_MEMBER, { 'user-agent': 'LoginEventBrowser/1.0' })).statusCode).toBe(200);
    const after = await t.database.db.select().from(loginEvents).where(eq(loginEvents.user_id, member!.id));
    expect(after).toHaveLength(before.length + 1);
    expect(after).toContainEqual(
      expect.objectContaining({ ip: '127.0.0.1', user_agent: 'LoginEventBrowser/1.0', created_at: expect.any(Date) }),
    );
  });

  it('matches the username whatever its case', async () => {
    const res = await login({ username: 'MeMbEr', password: TEST_MEMBER.password });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a wrong password with 401 and no hint', async () => {
    const res = await login({ username: 'admin', password: 'not the password' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'invalid_credentials', message: 'Wrong username or password' });
  });

  it('refuses an unknown username with the same 401 as a wrong password', async () => {
    const res = await login({ username: 'nobody-here', password: 'whatever it is' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'invalid_credentials', message: 'Wrong username or password' });
  });

  it('refuses each non-active status with 403 and a message of its own', async () => {
    const cases = [
      { status: 0, code: 'email_pending', message: /confirm.*code.*e-mailed/i },
      { status: 2, code: 'waiting_for_approval', message: /administrator's approval/i },
      { status: 3, code: 'account_denied', message: /denied/i },
    ];
    for (const { status, code, message } of cases) {
      const username = `status-${status}`;
      await createAccount(t.database.db, { username, password: PASSWORD, membership_status: status });
      const res = await login({ username, password: PASSWORD });
      expect(res.statusCode, username).toBe(403);
      expect(res.json().code).toBe(code);
      expect(res.json().message).toMatch(message);
    }
  });

  it('does not reveal the status to someone with the wrong password', async () => {
    const res = await login({ username: 'status-3', password: 'not the password' });
    expect(res.statusCode).toBe(401);
  });

  it('lets an administrator in whatever their status', async () => {
    await createAccount(t.database.db, {
      username: 'pending-admin',
      password: PASSWORD,
      membership_status: 0,
      is_admin: true,
    });
    expect((await login({ username: 'pending-admin', password: PASSWORD })).statusCode).toBe(200);
    expect((await login(TEST_ADMIN)).statusCode).toBe(200);
  });

  it('refuses a deleted user with 401, and lets a new account reuse the name', async () => {
    await createAccount(t.database.db, { username: 'gone', password: PASSWORD, deleted_at: new Date() });
    expect((await login({ username: 'gone', password: PASSWORD })).statusCode).toBe(401);
    await createAccount(t.database.db, { username: 'Gone', password: `${PASSWORD}!` });
    expect((await login({ username: 'gone', password: PASSWORD })).statusCode).toBe(401);
    expect((await login({ username: 'gone', password: `${PASSWORD}!` })).statusCode).toBe(200);
  });

  it('answers 400 naming each missing or bad field', async () => {
    const missing = await login({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('validation_failed');
    expect(missing.json().message).toContain('Invalid Body parameter username');
    expect(missing.json().message).toContain('Invalid Body parameter password');
    expect(
      missing
        .json()
        .issues.map((i: { path: string }) => i.path)
        .sort(),
    ).toEqual(['password', 'username']);

    const wrongTypes = await login({ username: 42, password: ['x'] });
    expect(wrongTypes.statusCode).toBe(400);
    expect(wrongTypes.json().issues).toEqual(
      expect.arrayContaining([
        { path: 'username', message: 'Expected string, received number' },
        { path: 'password', message: 'Expected string, received array' },
      ]),
    );

    const empty = await login({ username: '   ', password: TEST_MEMBER.password });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Invalid Body parameter username');
    expect(empty.json().issues).toEqual([expect.objectContaining({ path: 'username' })]);
  });
});
