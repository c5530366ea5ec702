import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_ADMIN, TEST_MEMBER, type TestApp } from '../../../test/build';
import { DEFAULT_RATE_LIMITS } from '../../config';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    rateLimits: {
      ...DEFAULT_RATE_LIMITS,
      loginPerUsername: { limit: 2, windowSeconds: 60 },
      loginPerAddress: { limit: 3, windowSeconds: 120 },
      refreshPerAddress: { limit: 2, windowSeconds: 30 },
    },
  });
});
afterAll(() => t.close());

const login = (payload: object, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/auth/v1/login', payload, remoteAddress });

function expectTooMany(res: LightMyRequestResponse, windowSeconds: number) {
  expect(res.statusCode).toBe(429);
  expect(res.json().code).toBe('rate_limited');
  expect(res.json().message).toMatch(/try again in \d+ (seconds|minutes)/i);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

describe('login and refresh rate limits', () => {
  it('limits attempts per username, whatever the address and the case', async () => {
    expect((await login(TEST_MEMBER, '10.0.1.1')).statusCode).toBe(200);
    expect((await login({ ...TEST_MEMBER, username: 'MEMBER' }, '10.0.1.2')).statusCode).toBe(200);
    // Even the right password waits: the counter cannot tell the owner from a guesser.
    expectTooMany(await login(TEST_MEMBER, '10.0.1.3'), 60);
    expect((await login(TEST_ADMIN, '10.0.1.3')).statusCode).toBe(200);
  });

  it('limits attempts per address, whatever the username', async () => {
    for (const username of ['guess-1', 'guess-2', 'guess-3'])
      expect((await login({ username, password: 'wrong password' }, '10.0.2.1')).statusCode).toBe(401);
    expectTooMany(await login({ username: 'guess-4', password: 'wrong password' }, '10.0.2.1'), 120);
    expect((await login({ username: 'guess-4', password: 'wrong password' }, '10.0.2.2')).statusCode).toBe(401);
  });

  it('limits refresh calls per address', async () => {
    const { refresh_token } = await t.sessionFor('member');
    const refresh = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/auth/login/refresh',
        payload: { username: 'member', refresh_token },
        remoteAddress,
      });
    expect((await refresh('10.0.3.1')).statusCode).toBe(200);
    expect((await refresh('10.0.3.1')).statusCode).toBe(200);
    expectTooMany(await refresh('10.0.3.1'), 30);
    expect((await refresh('10.0.3.2')).statusCode).toBe(200);
  });
});
