import { type Db, queryRows, rateLimits } from '@stockroom/db';
import { eq, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { AppError } from '../errors';

export interface RateRule {
  /** Attempts allowed in one window. */
  limit: number;
  windowSeconds: number;
}
export interface RateDecision {
  allowed: boolean;
  /** Seconds until the window resets; 0 when allowed. */
  retryAfterSeconds: number;
}
/** Fixed-window counters shared by every server process (database, or Redis when configured). */
export interface RateLimiter {
  hit(key: string, rule: RateRule): Promise<RateDecision>;
  /** The current count of a key without counting a hit (0 when its window has passed). */
  peek(key: string, rule: RateRule): Promise<number>;
  /** Forgets a key (after a successful login, say). */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

const decide = (count: number, rule: RateRule, secondsLeft: number): RateDecision =>
  count <= rule.limit
    ? { allowed: true, retryAfterSeconds: 0 }
    : { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(secondsLeft)) };

/** Counters in the database: one upsert per hit, atomic under concurrent processes. */
export function createDatabaseRateLimiter(db: Db): RateLimiter {
  return {
    async hit(key, rule) {
      const [row] = await queryRows<{ count: number; seconds_left: number }>(
        db,
        sql`
        insert into rate_limits as r (key, window_start, count) values (${key}, now(), 1)
        on conflict (key) do update set
          count = case when r.window_start <= now() - make_interval(secs => ${rule.windowSeconds}) then 1 else r.count + 1 end,
          window_start = case when r.window_start <= now() - make_interval(secs => ${rule.windowSeconds}) then now() else r.window_start end
        returning count, extract(epoch from (window_start + make_interval(secs => ${rule.windowSeconds}) - now()))::float8 as seconds_left`,
      );
      return decide(Number(row?.count ?? 1), rule, Number(row?.seconds_left ?? rule.windowSeconds));
    },
    async peek(key, rule) {
      const [row] = await queryRows<{ count: number }>(
        db,
        sql`select count from rate_limits
            where key = ${key} and window_start > now() - make_interval(secs => ${rule.windowSeconds})`,
      );
      return Number(row?.count ?? 0);
    },
    async reset(key) {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
    async close() {},
  };
}

const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('TTL', KEYS[1])}`;

/** Counters in Redis, for several server processes that share one Redis. */
export function createRedisRateLimiter(url: string, prefix = 'stockroom:rate:'): RateLimiter {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
  return {
    async hit(key, rule) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, prefix + key, rule.windowSeconds)) as [number, number];
      return decide(count, rule, ttl > 0 ? ttl : rule.windowSeconds);
    },
    async peek(key) {
      return Number((await redis.get(prefix + key)) ?? 0);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/** Throws AppError 429 with Retry-After when any of the keys is over its rule. */
export async function enforceRateLimits(limiter: RateLimiter, checks: { key: string; rule: RateRule }[]) {
  for (const { key, rule } of checks) {
    const decision = await limiter.hit(key, rule);
    if (!decision.allowed) {
      throw new AppError(
        'rate_limited',
        `Too many attempts. Try again in ${formatWait(decision.retryAfterSeconds)}.`,
        undefined,
        {
          'retry-after': String(decision.retryAfterSeconds),
        },
      );
    }
  }
}

const formatWait = (seconds: number) => (seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`);
