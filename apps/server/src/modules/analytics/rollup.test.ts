/**
 * The daily rollups: after the job the rollup tables hold exactly what the generated events add up
 * to, events written while it runs are counted once, and on PostgreSQL an event whose id is taken
 * before another's but committed after it is not skipped.
 */

import { randomUUID } from 'node:crypto';
import { eventDailyFacts, eventDailyMembers, events, queryRows, ROLLUP_NONE } from '@stockroom/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build';
import { insertHeldOpen, type NewEvent } from './analytics-fixture';
import { ROLLUP_EVERY_SECONDS, ROLLUP_JOB } from './rollup.job';
import { runRollup } from './rollup.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const pick = <T>(list: readonly T[], i: number) => list[i % list.length] as T;

/** A known set far in the past (its own days, apart from any other test's events). */
function generate(year: number, count: number): NewEvent[] {
  const users = Array.from({ length: 5 }, () => randomUUID());
  const groups = [randomUUID(), randomUUID()];
  const cats = [randomUUID(), randomUUID(), randomUUID()];
  const provs = [randomUUID(), randomUUID()];
  const products = [randomUUID(), randomUUID(), randomUUID()];
  const kinds = ['impression', 'product_view', 'download', 'search', 'login'] as const;
  const start = Date.UTC(year, 0, 1);
  return Array.from({ length: count }, (_, i) => {
    const kind = pick(kinds, i);
    const search = kind === 'search';
    return {
      kind,
      occurred_at: new Date(start + (i % 4) * DAY_MS + ((i * 7919) % DAY_MS)),
      user_id: i % 6 === 0 ? null : pick(users, i),
      group_ids: i % 2 ? groups.slice(0, i % 3).reverse() : groups.slice(0, i % 3),
      product_id: search || kind === 'login' ? null : pick(products, i),
      category_ids: search ? [] : cats.slice(i % 2, (i % 2) + 1 + (i % 3 === 0 ? 1 : 0)),
      provider_ids: search ? [] : [pick(provs, i)],
      template_id: kind === 'download' && i % 2 === 0 ? pick(products, 0) : null,
      search_query: search ? `query ${i % 3}` : null,
      search_results: search ? (i % 4 === 0 ? 0 : 3) : null,
    };
  });
}

const dayOf = (d: Date) => d.toISOString().slice(0, 10);
const asSet = (ids: string[] | undefined) => [...new Set(ids ?? [])].sort().join(',');

/** The rollup rows the generated events must give, computed here without SQL. */
function expected(list: NewEvent[]) {
  const facts = new Map<string, [number, number]>();
  const members = new Set<string>();
  for (const e of list) {
    const day = dayOf(e.occurred_at as Date);
    const key = [
      day,
      e.kind,
      e.user_id ?? ROLLUP_NONE,
      asSet(e.provider_ids),
      asSet(e.category_ids),
      asSet(e.group_ids),
      e.product_id ?? ROLLUP_NONE,
      e.template_id ?? ROLLUP_NONE,
      e.search_query ?? '',
    ].join('|');
    const [n, z] = facts.get(key) ?? [0, 0];
    facts.set(key, [n + 1, z + (e.search_results === 0 ? 1 : 0)]);
    if (e.user_id) members.add([day, e.kind, e.user_id].join('|'));
  }
  return { facts: Object.fromEntries(facts), members: [...members].sort() };
}

async function actual(year: number) {
  const inYear = (day: string) => day.startsWith(`${year}-`);
  const db = t.database.db;
  const facts = (await db.select().from(eventDailyFacts)).filter((r) => inYear(r.day));
  const members = (await db.select().from(eventDailyMembers)).filter((r) => inYear(r.day));
  return {
    facts: Object.fromEntries(
      facts.map((r) => [
        [
          r.day,
          r.kind,
          r.user_id,
          asSet(r.provider_ids),
          asSet(r.category_ids),
          asSet(r.group_ids),
          r.product_id,
          r.template_id,
          r.search_query,
        ].join('|'),
        [Number(r.count), Number(r.zero_results)],
      ]),
    ),
    members: members.map((r) => [r.day, r.kind, r.user_id].join('|')).sort(),
  };
}

describe('event rollup', () => {
  it('adds up the events exactly, and a second run counts nothing twice', async () => {
    const list = generate(2001, 120);
    await t.database.db.insert(events).values(list);
    expect(await actual(2001)).toEqual({ facts: {}, members: [] });
    await runRollup(t, undefined, 17);
    expect(await actual(2001)).toEqual(expected(list));
    await runRollup(t);
    expect(await actual(2001)).toEqual(expected(list));
  });

  it('counts events written while it runs once each', async () => {
    const list = generate(2002, 200);
    const writes = (async () => {
      for (let i = 0; i < list.length; i += 10) await t.database.db.insert(events).values(list.slice(i, i + 10));
    })();
    await Promise.all([writes, runRollup(t, undefined, 7), runRollup(t, undefined, 13)]);
    await runRollup(t);
    expect(await actual(2002)).toEqual(expected(list));
  });

  it('waits for an event whose id was taken before a committed one', async () => {
    const [early, late] = generate(2003, 2) as [NewEvent, NewEvent];
    if (t.database.kind === 'pglite') {
      // One connection: no two transactions overlap, so ids commit in order.
      await t.database.db.insert(events).values([early, late]);
      await runRollup(t);
      expect(await actual(2003)).toEqual(expected([early, late]));
      return;
    }
    const { release, committed: slow } = await insertHeldOpen(t.database.db, early);
    await t.database.db.insert(events).values(late);
    const ids = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from events where occurred_at >= '2003-01-01' and occurred_at < '2004-01-01'`,
    );
    expect(ids).toHaveLength(1);
    const rolling = runRollup(t);
    setTimeout(release, 200);
    await Promise.all([slow, rolling]);
    await runRollup(t);
    expect(await actual(2003)).toEqual(expected([early, late]));
  });
});

describe('the chain of rollup runs', () => {
  const jobs = () =>
    queryRows<{ state: string; start_after: Date }>(
      t.database.db,
      sql`select state, start_after from pgboss.job where name = ${ROLLUP_JOB} order by created_on`,
    );

  it('rolls up when its run is due, and writes the next run a minute on', async () => {
    const list = generate(2004, 40);
    await t.database.db.insert(events).values(list);
    await t.database.db.execute(
      sql`update pgboss.job set start_after = now() where name = ${ROLLUP_JOB} and state = 'created'`,
    );
    t.deps.jobs.wake(ROLLUP_JOB);
    while (!(await jobs()).some((job) => job.state === 'completed')) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await actual(2004)).toEqual(expected(list));
    const next = (await jobs()).filter((job) => job.state === 'created');
    expect(next).toHaveLength(1);
    const dueIn = new Date(next[0]?.start_after ?? 0).getTime() - Date.now();
    expect(dueIn).toBeGreaterThan((ROLLUP_EVERY_SECONDS - 30) * 1000);
  });
});
