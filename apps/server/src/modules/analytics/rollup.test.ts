/**
 * The daily rollups: after the job the rollup tables hold exactly what the generated events add up
 * to, events written while it runs are counted once, and on PostgreSQL an event whose id is taken
 * before another's but committed after it is not skipped.
 */

import { randomUUID } from 'node:crypto';
import { eventDailyCounts, eventDailyMembers, eventDailySearches, events, queryRows, ROLLUP_NONE } from '@stockroom/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build';
import { runRollup } from './rollup.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type NewEvent = typeof events.$inferInsert;
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
      group_ids: groups.slice(0, i % 3),
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
const orNone = (ids: string[] | undefined) => (ids && ids.length > 0 ? ids : [ROLLUP_NONE]);

/** The rollup rows the generated events must give, computed here without SQL. */
function expected(list: NewEvent[]) {
  const counts = new Map<string, number>();
  const searches = new Map<string, [number, number]>();
  const members = new Set<string>();
  for (const e of list) {
    const day = dayOf(e.occurred_at as Date);
    for (const p of orNone(e.provider_ids))
      for (const c of orNone(e.category_ids))
        for (const g of orNone(e.group_ids)) {
          const key = [day, e.kind, p, c, g, e.product_id ?? ROLLUP_NONE, e.template_id ?? ROLLUP_NONE].join('|');
          counts.set(key, (counts.get(key) ?? 0) + 1);
        }
    if (e.search_query) {
      const [n, z] = searches.get(`${day}|${e.search_query}`) ?? [0, 0];
      searches.set(`${day}|${e.search_query}`, [n + 1, z + (e.search_results === 0 ? 1 : 0)]);
    }
    if (e.user_id) members.add([day, e.kind, e.user_id].join('|'));
  }
  return {
    counts: Object.fromEntries(counts),
    searches: Object.fromEntries(searches),
    members: [...members].sort(),
  };
}

async function actual(year: number) {
  const inYear = (day: string) => day.startsWith(`${year}-`);
  const db = t.database.db;
  const counts = (await db.select().from(eventDailyCounts)).filter((r) => inYear(r.day));
  const searches = (await db.select().from(eventDailySearches)).filter((r) => inYear(r.day));
  const members = (await db.select().from(eventDailyMembers)).filter((r) => inYear(r.day));
  return {
    counts: Object.fromEntries(
      counts.map((r) => [
        [r.day, r.kind, r.provider_id, r.category_id, r.group_id, r.product_id, r.template_id].join('|'),
        Number(r.count),
      ]),
    ),
    searches: Object.fromEntries(
      searches.map((r) => [`${r.day}|${r.query}`, [Number(r.count), Number(r.zero_results)]]),
    ),
    members: members.map((r) => [r.day, r.kind, r.user_id].join('|')).sort(),
  };
}

describe('event rollup', () => {
  it('adds up the events exactly, and a second run counts nothing twice', async () => {
    const list = generate(2001, 120);
    await t.database.db.insert(events).values(list);
    expect(await actual(2001)).toEqual({ counts: {}, searches: {}, members: [] });
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
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inserted = () => {};
    const earlyInserted = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const slow = t.database.db.transaction(async (tx) => {
      await tx.insert(events).values(early);
      inserted();
      await held;
    });
    await earlyInserted;
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
