import { randomBytes } from 'node:crypto';
import { rateLimits } from '@stockroom/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database';
import type { RateLimiter } from '../../lib/rate-limit';
import { createDatabaseRateLimiter, createRedisRateLimiter } from '../../lib/rate-limit';

const rule = { limit: 3, windowSeconds: 60 };

/** What every limiter promises, checked with two instances standing for two server processes. */
async function expectSharedFixedWindow(a: RateLimiter, b: RateLimiter, key: string) {
  expect(await a.hit(key, rule)).toEqual({ allowed: true, retryAfterSeconds: 0 });
  expect(await b.hit(key, rule)).toEqual({ allowed: true, retryAfterSeconds: 0 });
  expect(await a.hit(key, rule)).toEqual({ allowed: true, retryAfterSeconds: 0 });
  const over = await b.hit(key, rule);
  expect(over.allowed).toBe(false);
  expect(over.retryAfterSeconds).toBeGreaterThanOrEqual(1);
  expect(over.retryAfterSeconds).toBeLessThanOrEqual(rule.windowSeconds);
  expect(await a.peek(key, rule)).toBe(4);
  await b.reset(key);
  expect(await a.peek(key, rule)).toBe(0);
  expect((await a.hit(key, rule)).allowed).toBe(true);
}

describe('database rate limiter', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('keeps one counter for every process that shares the database', async () => {
    const a = createDatabaseRateLimiter(database.db);
    const b = createDatabaseRateLimiter(database.db);
    await expectSharedFixedWindow(a, b, 'shared');
  });

  it('lets exactly the limit through when hits arrive at once', async () => {
    const a = createDatabaseRateLimiter(database.db);
    const b = createDatabaseRateLimiter(database.db);
    const decisions = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).hit('burst', rule)));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(rule.limit);
  });

  it('starts counting again once the window has passed', async () => {
    const limiter = createDatabaseRateLimiter(database.db);
    for (let i = 0; i < 4; i++) await limiter.hit('window', rule);
    expect((await limiter.hit('window', rule)).allowed).toBe(false);
    // Move the window into the past rather than wait a minute.
    await database.db
      .update(rateLimits)
      .set({ window_start: sql`now() - make_interval(secs => ${rule.windowSeconds + 1})` })
      .where(eq(rateLimits.key, 'window'));
    expect(await limiter.peek('window', rule)).toBe(0);
    expect(await limiter.hit('window', rule)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(await limiter.peek('window', rule)).toBe(1);
  });
});

describe.runIf(process.env.REDIS_URL)('Redis rate limiter', () => {
  const prefix = `stockroom:test:${randomBytes(6).toString('hex')}:`;
  let a: RateLimiter;
  let b: RateLimiter;
  beforeAll(() => {
    a = createRedisRateLimiter(process.env.REDIS_URL as string, prefix);
    b = createRedisRateLimiter(process.env.REDIS_URL as string, prefix);
  });
  afterAll(async () => {
    await a.reset('shared');
    await Promise.all([a.close(), b.close()]);
  });

  it('keeps one counter for every process that shares the Redis', async () => {
    await expectSharedFixedWindow(a, b, 'shared');
  });
});
