/**
 * The analytics panels: every number exactly what the generated events add up to, for the whole
 * period and under each filter, before the rollup job runs, after it, with events written while it
 * runs and, on PostgreSQL, with an event whose id was taken before a committed one's.
 */
import { categories, contentProviders, events, groups, products, queryRows, templates } from '@stockroom/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build';
import type { Filters } from './analytics-expected';
import {
  type Catalogue,
  createCatalogue,
  generateEvents,
  insertEvents,
  insertHeldOpen,
  type NewEvent,
} from './analytics-fixture';
import { checkAllPanels } from './analytics-panels';
import { runRollup } from './rollup.service';

const FROM = '2001-03-07';
const TO = '2001-03-13';

let t: TestApp;
let headers: Record<string, string>;
let cat: Catalogue;
let scopes: Filters[];
const names = new Map<string, string>();
const written: NewEvent[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  headers = (await t.sessionFor('admin')).headers;
  cat = await createCatalogue(t.database.db);
  const db = t.database.db;
  for (const r of await db.select().from(products)) names.set(r.id, r.title);
  for (const table of [categories, contentProviders, groups, templates])
    for (const r of await db.select({ id: table.id, name: table.name }).from(table)) names.set(r.id, r.name);
  const [p1, p2] = cat.providers as [string, string];
  const period = { from: FROM, to: TO };
  scopes = [
    period,
    { from: '2001-03-09', to: '2001-03-11' },
    { ...period, provider_id: p1 },
    { ...period, provider_id: p2 },
    ...cat.categories.map((category_id) => ({ ...period, category_id })),
    ...cat.groups.map((group_id) => ({ ...period, group_id })),
    { ...period, product_id: (cat.products[2] as { id: string }).id },
    { ...period, product_id: (cat.products[6] as { id: string }).id },
    { ...period, provider_id: p2, group_id: cat.groups[1] as string },
  ];
}, 60_000);
afterAll(() => t.close());

const rolledUp = async () =>
  Number(
    (
      await queryRows<{ n: string }>(
        t.database.db,
        sql`select count(*) as n from event_daily_facts where day >= ${FROM}`,
      )
    )[0]?.n,
  );
const check = () => checkAllPanels(t, headers, written, scopes, names);

describe('analytics panels', () => {
  it('answer the same from raw events before the job, from the rollups after it, and count nothing twice', async () => {
    const list = generateEvents(cat, FROM, 240);
    await insertEvents(t.database.db, list);
    written.push(...list);
    expect(await rolledUp()).toBe(0);
    await check();

    expect(await runRollup(t, undefined, 37)).toBeGreaterThan(1);
    expect(await rolledUp()).toBeGreaterThan(0);
    await check();
    await runRollup(t);
    await check();
  }, 120_000);

  it('count events written while the job runs once each', async () => {
    const list = generateEvents(cat, FROM, 200, 1000);
    await Promise.all([insertEvents(t.database.db, list, 9), runRollup(t, undefined, 11)]);
    written.push(...list);
    await check();
    // Between batches: a few more rows, then one more batch, then the rest.
    const more = generateEvents(cat, FROM, 60, 5000);
    await insertEvents(t.database.db, more.slice(0, 30));
    await runRollup(t, undefined, 13);
    await insertEvents(t.database.db, more.slice(30));
    written.push(...more);
    await check();
    await runRollup(t);
    await check();
  }, 120_000);

  it('add up a period across New Year, part rolled up and part not, from both years', async () => {
    const list = generateEvents(cat, '2003-12-29', 160, 7000);
    const [p1] = cat.providers as [string];
    const across = [
      { from: '2003-12-31', to: '2004-01-02' },
      { from: '2003-12-30', to: '2004-01-04', provider_id: p1 },
      { from: '2004-01-01', to: '2004-01-01' },
      { from: '2003-12-29', to: '2003-12-31' },
    ];
    await insertEvents(t.database.db, list.slice(0, 100));
    await runRollup(t);
    await insertEvents(t.database.db, list.slice(100));
    written.push(...list);
    await checkAllPanels(t, headers, written, across, names);
    await runRollup(t);
    await checkAllPanels(t, headers, written, across, names);
  }, 120_000);

  it('count an event whose id was taken before a committed one once it commits', async () => {
    const [early, late] = generateEvents(cat, FROM, 2, 9000) as [NewEvent, NewEvent];
    if (t.database.kind === 'pglite') {
      // One connection: no two transactions overlap, so ids are visible in order.
      await insertEvents(t.database.db, [early, late]);
      await runRollup(t);
      written.push(early, late);
      await check();
      return;
    }
    // A second connection takes the lower id and keeps its transaction open.
    const { release, committed: slow } = await insertHeldOpen(t.database.db, early);
    await t.database.db.insert(events).values(late);
    written.push(late);
    const rolling = runRollup(t);
    // The job waits for the open transaction (or gives its turn up); the panels show what is committed meanwhile.
    await check();
    release();
    await Promise.all([slow, rolling]);
    written.push(early);
    await check();
    await runRollup(t);
    await check();
  }, 120_000);

  it('refuses a bad period or id naming the field, and answers only admins', async () => {
    const bad = [
      ['from=2001-03-10&to=2001-03-01', 'to'],
      ['from=2000-01-01&to=2001-01-02', 'from'],
      ['from=2001-01-01', 'from'],
      ['provider_id=not-a-uuid', 'provider_id'],
      ['group_id=42', 'group_id'],
    ] as const;
    for (const [query, field] of bad) {
      const res = await t.app.inject({ method: 'GET', url: `/api/admin/analytics/funnel?${query}`, headers });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().issues, query).toEqual([expect.objectContaining({ path: field })]);
    }
    const member = (await t.sessionFor('member')).headers;
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/analytics/top?measure=download&dimension=product',
          headers: member,
        })
      ).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/analytics/searches' })).statusCode).toBe(401);
  });
});
