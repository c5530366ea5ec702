import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build';
import { DEFAULT_RATE_LIMITS } from '../../config';

let t: TestApp;
const tight = { limit: 2, windowSeconds: 3600 };
beforeAll(async () => {
  t = await buildTestApp({
    rateLimits: { ...DEFAULT_RATE_LIMITS, signUpPerAddress: tight, confirmPerAddress: tight, resetPerAddress: tight },
  });
});
afterAll(() => t.close());

const from = (remoteAddress: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress });

/** Three calls from one address, then one from another: the third is refused, the other address is not. */
async function expectLimitedPerAddress(url: string, payload: (i: number) => object, prefix: string) {
  const statuses = [];
  for (let i = 0; i < 3; i++) statuses.push(await from(`${prefix}.1`, url, payload(i)));
  expect(statuses.slice(0, 2).map((r) => r.statusCode)).toEqual([400, 400]);
  expect(statuses[2]?.statusCode).toBe(429);
  expect(statuses[2]?.json().code).toBe('rate_limited');
  expect(Number(statuses[2]?.headers['retry-after'])).toBeGreaterThan(0);
  expect((await from(`${prefix}.2`, url, payload(3))).statusCode).toBe(400);
}

describe('rate limits per address', () => {
  it('limits sign-ups', () =>
    expectLimitedPerAddress(
      '/user',
      (i) => ({ username: `visitor${i}`, password: 'long password 1', email_address: `v${i}@example.com` }),
      '10.2.0',
    ));

  it('limits e-mail confirmations', () =>
    expectLimitedPerAddress('/confirm-email', (i) => ({ username: `someone${i}`, code: '123456' }), '10.3.0'));

  it('limits password reset requests', () =>
    expectLimitedPerAddress(
      '/send-password-reset-code',
      (i) => ({ username: `someone${i}`, captcha_token: 'unsolved' }),
      '10.4.0',
    ));

  it('limits password reset confirmations', () =>
    expectLimitedPerAddress(
      '/confirm-password-reset',
      (i) => ({ username: `someone${i}`, code: '123456', password: 'long password 1' }),
      '10.5.0',
    ));
});
