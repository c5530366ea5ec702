/**
 * The daily rollups: after the job the rollup tables hold exactly what the generated events add up
 * to, events written while it runs are counted once, and on PostgreSQL an event whose id is taken
 * before another's but committed after it is not skipped.
 */

import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  eventDailyCounts,
  eventDailyFacts,
  eventMemberBits,
  eventMembers,
  eventRunningTotals,
  events,
  MEMBER_BITS,
  MIGRATIONS_DIR,
  queryRows,
  ROLLUP_NONE,
} from '@stockroom/db';
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

/** An event's values per dimension, as the rollups key them. */
const dimsOf = (e: NewEvent, withQuery: boolean): [string, string][] => [
  ['all', ''],
  ...[...new Set(e.category_ids ?? [])].map((c): [string, string] => ['category', c]),
  ...[...new Set(e.group_ids ?? [])].map((g): [string, string] => ['group', g]),
  ...(withQuery && e.search_query ? [['query', e.search_query] as [string, string]] : []),
];

/** The rollup rows the generated events must give, computed here without SQL. */
function expected(list: NewEvent[]) {
  const facts = new Map<string, [number, number]>();
  const counts = new Map<string, [number, number]>();
  const members = new Map<string, Set<string>>();
  const running = new Map<string, number[]>();
  const add = (map: Map<string, [number, number]>, key: string, zero: boolean) => {
    const [n, z] = map.get(key) ?? [0, 0];
    map.set(key, [n + 1, z + (zero ? 1 : 0)]);
  };
  for (const e of list) {
    const day = dayOf(e.occurred_at as Date);
    const zero = e.search_results === 0;
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
    add(facts, key, zero);
    for (const [dim, value] of dimsOf(e, true))
      add(counts, [e.kind, dim, day, value, asSet(e.provider_ids)].join('|'), zero);
    const doy = (Date.parse(day) - Date.UTC(Number(day.slice(0, 4)), 0, 1)) / DAY_MS + 1;
    for (const [dim, value] of [
      ['product', e.product_id],
      ['template', e.template_id],
    ] as const) {
      if (!value) continue;
      const key = [e.kind, dim, day.slice(0, 4), value, asSet(e.provider_ids)].join('|');
      const days = running.get(key) ?? [];
      days.push(doy);
      running.set(key, days);
    }
    if (!e.user_id) continue;
    for (const kind of [e.kind, 'any'])
      for (const [dim, value] of dimsOf(e, false)) {
        if (kind === 'any' && dim === 'category') continue;
        const bitsKey = [kind, dim, day, value, asSet(e.provider_ids)].join('|');
        members.set(bitsKey, (members.get(bitsKey) ?? new Set()).add(e.user_id));
      }
  }
  return {
    facts: Object.fromEntries(facts),
    counts: Object.fromEntries(counts),
    members: Object.fromEntries([...members].map(([key, ids]) => [key, [...ids].sort()])),
    // Through each day of the year up to the last one counted: how many so far.
    running: Object.fromEntries(
      [...running].map(([key, days]) => [
        key,
        Array.from({ length: Math.max(...days) }, (_, i) => days.filter((d) => d <= i + 1).length),
      ]),
    ),
  };
}

async function actual(year: number) {
  const inYear = (day: string) => day.startsWith(`${year}-`);
  const db = t.database.db;
  const facts = (await db.select().from(eventDailyFacts)).filter((r) => inYear(r.day));
  const counts = (await db.select().from(eventDailyCounts)).filter((r) => inYear(r.day));
  const bits = (await db.select().from(eventMemberBits)).filter((r) => inYear(r.day));
  const running = (await db.select().from(eventRunningTotals)).filter((r) => r.year === year);
  const userOf = new Map((await db.select().from(eventMembers)).map((m) => [m.n, m.user_id]));
  const members = new Map<string, string[]>();
  for (const r of bits) {
    const key = [r.kind, r.dim, r.day, r.value, asSet(r.provider_ids)].join('|');
    const ids = members.get(key) ?? [];
    for (let i = 0; i < r.bits.length; i++)
      if (r.bits[i] === '1') ids.push(userOf.get(r.chunk * MEMBER_BITS + i) ?? `unnumbered ${i}`);
    members.set(key, ids.sort());
  }
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
    counts: Object.fromEntries(
      counts.map((r) => [
        [r.kind, r.dim, r.day, r.value, asSet(r.provider_ids)].join('|'),
        [Number(r.count), Number(r.zero_results)],
      ]),
    ),
    members: Object.fromEntries(members),
    running: Object.fromEntries(
      running.map((r) => [[r.kind, r.dim, r.year, r.value, asSet(r.provider_ids)].join('|'), r.running]),
    ),
  };
}

describe('event rollup', () => {
  it('adds up the events exactly, and a second run counts nothing twice', async () => {
    const list = generate(2001, 120);
    await t.database.db.insert(events).values(list);
    expect(await actual(2001)).toEqual({ facts: {}, counts: {}, members: {}, running: {} });
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

describe('the upgrade to per-dimension rollups', () => {
  /** The INSERT statements of a migration, which fill new tables from the facts. */
  const backfill = (file: string) =>
    readFileSync(join(MIGRATIONS_DIR, file), 'utf8')
      .split('--> statement-breakpoint')
      .filter((statement) => /^\s*(--[^\n]*\n\s*)*INSERT/i.test(statement));

  it('fills counts, member bitmaps and running totals from the facts as the job writes them', async () => {
    const list = generate(2005, 90);
    await t.database.db.insert(events).values(list);
    await runRollup(t, undefined, 11);
    const byJob = await actual(2005);
    expect(byJob).toEqual(expected(list));

    // As a database rolled up before these tables came would find them: empty, facts only.
    for (const table of ['event_daily_counts', 'event_member_bits', 'event_running_totals', 'event_members'])
      await t.database.db.execute(sql.raw(`delete from ${table}`));
    const statements = [
      ...backfill('0026_member_bitmaps_backfill.sql'),
      ...backfill('0028_running_totals_function.sql'),
    ];
    expect(statements).toHaveLength(4);
    for (const statement of statements) await t.database.db.execute(sql.raw(statement));
    expect(await actual(2005)).toEqual(byJob);
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
