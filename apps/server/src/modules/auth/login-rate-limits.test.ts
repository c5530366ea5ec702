import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_MEMBER, type TestApp } from '../../../test/build';
import { DEFAULT_RATE_LIMITS } from '../../config';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    rateLimits: {
      ...DEFAULT_RATE_LIMITS,
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
  it('limits attempts per address, whatever the username', async () => {
    for (const username of ['guess-1', 'guess-2', 'guess-3'])
      expect((await login({ username, password: 'wrong password' }, '10.0.2.1')).statusCode).toBe(401);
    expectTooMany(await login({ username: 'guess-4', password: 'wrong password' }, '10.0.2.1'), 120);
    expect((await login({ username: 'guess-4', password: 'wrong password' }, '10.0.2.2')).statusCode).toBe(401);
  });

  it('counts the right password against the address too, but lets the member in from another address', async () => {
    for (let i = 0; i < 3; i++) expect((await login(TEST_MEMBER, '10.0.4.1')).statusCode).toBe(200);
    expectTooMany(await login(TEST_MEMBER, '10.0.4.1'), 120);
    expect((await login({ ...TEST_MEMBER, username: 'MEMBER' }, '10.0.4.2')).statusCode).toBe(200);
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
