/**
 * The retention clean-up (decision 0043): what has outlived its use is deleted, everything still in
 * use or kept on purpose stays, a run works off more than one batch, and however many processes
 * start on one database there is one chain of runs, each run writing the next.
 */
import { captchaReplay, oneTimeCodes, queryRows, rateLimits, sessions } from '@stockroom/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build';
import { buildSecondProcess } from '../../../test/second-process';
import { PHOTO_UPLOADS_PER_USER } from '../photos/photos.service';
import { RETENTION_EVERY_SECONDS, RETENTION_JOB } from './retention.job';
import { RATE_WINDOW_KEEP_SECONDS, RETENTION_BATCH, runRetention } from './retention.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs);

/** One row of each kind per case, named by `tag`; answers the tags of the rows left afterwards. */
async function seedRows(tag: string) {
  const db = t.database.db;
  const user = (name: string) => insertAccount(db, { username: `${tag}-${name}` });
  const token = async (name: string, expires: Date, revoked: Date | null = null) => {
    await db.insert(sessions).values({
      user_id: await user(`token-${name}`),
      refresh_token_hash: `${tag}-${name}`,
      expires_at: expires,
      revoked_at: revoked,
      user_agent: `${tag}-${name}`,
    });
  };
  await token('expired-long-ago', at(-8 * DAY));
  await token('revoked-long-ago', at(20 * DAY), at(-8 * DAY));
  await token('expired-lately', at(-2 * DAY));
  await token('revoked-lately', at(20 * DAY), at(-HOUR));
  await token('live', at(20 * DAY));
  const code = async (name: string, expires: Date) => {
    const userId = await user(`code-${name}`);
    await db
      .insert(oneTimeCodes)
      .values({ user_id: userId, purpose: 'password-reset', code_hash: `${tag}-${name}`, expires_at: expires });
  };
  await code('expired-long-ago', at(-2 * DAY));
  await code('expired-lately', at(-HOUR));
  await code('live', at(10 * 60 * 1000));
  await db.insert(rateLimits).values([
    { key: `${tag}-passed-long-ago`, window_start: at(-2 * DAY), count: 3 },
    { key: `${tag}-passed-lately`, window_start: at(-2 * HOUR), count: 3 },
    { key: `${tag}-current`, window_start: at(-60 * 1000), count: 3 },
  ]);
  await db.insert(captchaReplay).values([
    { signature: `${tag}-expired`, expires_at: at(-60 * 1000) },
    { signature: `${tag}-live`, expires_at: at(5 * 60 * 1000) },
  ]);
}

async function rowsLeft(tag: string) {
  const like = `${tag}-%`;
  const [row] = await queryRows<{ tokens: string[]; codes: string[]; rates: string[]; captchas: string[] }>(
    t.database.db,
    sql`select
      array(select user_agent from sessions where user_agent like ${like} order by 1) as tokens,
      array(select code_hash from one_time_codes where code_hash like ${like} order by 1) as codes,
      array(select key from rate_limits where key like ${like} order by 1) as rates,
      array(select signature from captcha_replay where signature like ${like} order by 1) as captchas`,
  );
  return row;
}

const KEPT = (tag: string) => ({
  tokens: [`${tag}-expired-lately`, `${tag}-live`, `${tag}-revoked-lately`],
  codes: [`${tag}-expired-lately`, `${tag}-live`],
  rates: [`${tag}-current`, `${tag}-passed-lately`],
  captchas: [`${tag}-live`],
});

/** The retention jobs in each state. */
async function retentionJobs() {
  return queryRows<{ state: string; start_after: Date }>(
    t.database.db,
    sql`select state, start_after from pgboss.job where name = ${RETENTION_JOB} order by created_on`,
  );
}
const waiting = async () => (await retentionJobs()).filter((job) => job.state === 'created');

describe('the retention clean-up', () => {
  it('deletes expired and revoked refresh tokens, codes, rate-limit windows and captcha solutions, and keeps the rest', async () => {
    await seedRows('run');
    await runRetention(t.deps);
    expect(await rowsLeft('run')).toEqual(KEPT('run'));
  });

  it('works off more rows than one statement deletes', async () => {
    await t.database.db.execute(
      sql`insert into rate_limits (key, window_start, count)
          select 'bulk-' || n, now() - interval '3 days', 1 from generate_series(1, ${RETENTION_BATCH * 2 + 1}) as n`,
    );
    const deleted = await runRetention(t.deps);
    expect(deleted['passed rate-limit windows']).toBeGreaterThanOrEqual(RETENTION_BATCH * 2 + 1);
    const [left] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from rate_limits where key like 'bulk-%'`,
    );
    expect(left?.n).toBe(0);
  });

  it('never deletes a rate-limit counter whose window may still be counting', () => {
    const rules = [...Object.values(t.config.rateLimits), PHOTO_UPLOADS_PER_USER];
    for (const rule of rules) expect(rule.windowSeconds).toBeLessThan(RATE_WINDOW_KEEP_SECONDS);
  });
});

describe('the chain of retention runs', () => {
  it('has one run waiting however many processes start on the database', async () => {
    expect(await waiting()).toHaveLength(1);
    const others = await Promise.all([buildSecondProcess(t), buildSecondProcess(t)]);
    try {
      expect(await waiting()).toHaveLength(1);
    } finally {
      for (const other of others) await other.close();
    }
    expect(await waiting()).toHaveLength(1);
  });

  it('runs the clean-up when its run is due, and writes the next run an hour on', async () => {
    await seedRows('job');
    await t.database.db.execute(
      sql`update pgboss.job set start_after = now() where name = ${RETENTION_JOB} and state = 'created'`,
    );
    t.deps.jobs.wake(RETENTION_JOB);
    while (!(await retentionJobs()).some((job) => job.state === 'completed')) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await rowsLeft('job')).toEqual(KEPT('job'));
    const next = await waiting();
    expect(next).toHaveLength(1);
    const dueIn = new Date(next[0]!.start_after).getTime() - Date.now();
    expect(dueIn).toBeGreaterThan((RETENTION_EVERY_SECONDS - 5 * 60) * 1000);
  });
});
