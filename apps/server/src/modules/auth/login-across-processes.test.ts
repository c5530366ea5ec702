import { randomBytes, randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build';
import { DEFAULT_RATE_LIMITS } from '../../config';

/**
 * Two apps standing for two server processes that share one Redis (REDIS_URL): the address limit
 * and the failures that call for a captcha hold across both. Addresses and names are new on every
 * run, because the counters outlive the test in Redis.
 */
describe.runIf(process.env.REDIS_URL)('login limits across processes sharing Redis', () => {
  const apps: TestApp[] = [];
  beforeAll(async () => {
    const rateLimits = {
      ...DEFAULT_RATE_LIMITS,
      loginPerAddress: { limit: 4, windowSeconds: 120 },
      loginFailuresBeforeCaptcha: { limit: 2, windowSeconds: 120 },
    };
    for (let i = 0; i < 2; i++) apps.push(await buildTestApp({ redisUrl: process.env.REDIS_URL, rateLimits }));
  });
  afterAll(() => Promise.all(apps.map((t) => t.close())));

  const login = (app: number, payload: object, remoteAddress: string) =>
    (apps[app] as TestApp).app.inject({ method: 'POST', url: '/auth/v1/login', payload, remoteAddress });
  const freshAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  const freshName = () => `guess-${randomBytes(6).toString('hex')}`;

  it('refuses an address over its limit, whichever process it reaches', async () => {
    const address = freshAddress();
    for (let i = 0; i < 4; i++) {
      expect((await login(i % 2, { username: freshName(), password: 'wrong password' }, address)).statusCode).toBe(401);
    }
    for (const app of [0, 1]) {
      const res = await login(app, { username: freshName(), password: 'wrong password' }, address);
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
  });

  it('asks for a captcha on one process after failures on the other, and never answers 429 for the name', async () => {
    const username = freshName();
    for (let i = 0; i < 2; i++) {
      expect((await login(0, { username, password: 'wrong password' }, freshAddress())).statusCode).toBe(401);
    }
    for (let i = 0; i < 6; i++) {
      const res = await login(1, { username, password: 'wrong password' }, freshAddress());
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('captcha_required');
    }
  });
});
