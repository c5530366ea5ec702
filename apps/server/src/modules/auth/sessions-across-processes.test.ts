import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build';
import { buildSecondProcess } from '../../../test/second-process';

/**
 * Two apps standing for two server processes on one database (decision 0040): what an admin or a
 * member changes through one holds on the other at once, although each keeps its own verified-token
 * memory. On PostgreSQL each has a connection pool of its own.
 */
let one: TestApp;
let two: TestApp;
let admin: Awaited<ReturnType<TestApp['sessionFor']>>;
beforeAll(async () => {
  one = await buildTestApp();
  two = await buildSecondProcess(one);
  admin = await one.sessionFor('admin');
});
afterAll(async () => {
  await two.close();
  await one.close();
});

const PASSWORD = 'a long enough password 42';
const me = (app: TestApp, headers: Record<string, string>) =>
  app.app.inject({ method: 'GET', url: '/auth/v1/user', headers });
const updateUser = (app: TestApp, id: string, payload: object) =>
  app.app.inject({ method: 'PUT', url: `/api/user/${id}`, headers: admin.headers, payload });

describe('sessions and rights across processes', () => {
  it('refuses a token on the other process as soon as its session logs out on one', async () => {
    await createAccount(one.database.db, { username: 'leaving', password: PASSWORD });
    const session = await one.sessionFor('leaving');
    // Both processes have verified the token and keep it in memory.
    expect((await me(one, session.headers)).statusCode).toBe(200);
    expect((await me(two, session.headers)).statusCode).toBe(200);
    expect((await one.app.inject({ method: 'GET', url: '/auth/v1/logout', headers: session.headers })).statusCode).toBe(
      200,
    );
    expect((await me(two, session.headers)).statusCode).toBe(401);
    const refresh = await two.app.inject({
      method: 'POST',
      url: '/auth/login/refresh',
      payload: { username: 'leaving', refresh_token: session.refresh_token },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('ends a denied member’s sessions on every process at once', async () => {
    const id = await createAccount(one.database.db, {
      username: 'soon-denied',
      password: PASSWORD,
      email_address: 'soon-denied@example.com',
    });
    const session = await one.sessionFor('soon-denied');
    expect((await me(two, session.headers)).statusCode).toBe(200);
    expect((await updateUser(one, id, { membership_status: 3 })).statusCode).toBe(200);
    expect((await me(two, session.headers)).statusCode).toBe(401);
  });

  it('gives and takes admin rights on the other process at once, within the same token', async () => {
    const id = await createAccount(one.database.db, { username: 'promoted', password: PASSWORD });
    const session = await one.sessionFor('promoted');
    const users = (app: TestApp) => app.app.inject({ method: 'GET', url: '/api/users', headers: session.headers });
    expect((await users(two)).statusCode).toBe(403);
    expect((await updateUser(one, id, { is_admin: true })).statusCode).toBe(200);
    expect((await users(two)).statusCode).toBe(200);
    expect((await updateUser(two, id, { is_admin: false })).statusCode).toBe(200);
    expect((await users(one)).statusCode).toBe(403);
  });
});
