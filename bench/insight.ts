/**
 * `npm run bench -- insight` (PostgreSQL, DATABASE_URL): ten million events over a year in a
 * database of their own, then
 * - the rollup job's catch-up: the whole year, and one more day of events after it;
 * - every /admin/analytics panel for the last 90 days, unfiltered and for one provider: p50 and p95
 *   of the answer through the app (authentication, validation and serialization included);
 * - POST /api/track under load: requests and impressions a second.
 * Writes the "insight" section of RESULTS.md.
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { users } from '@stockroom/db';
import { eq } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { DEMO_MEMBER, loadConfig } from '../apps/server/src/config';
import { closeDeps, createDeps } from '../apps/server/src/create-deps';
import type { AppDeps } from '../apps/server/src/deps';
import { seedFirstRun } from '../apps/server/src/lib/first-run';
import { ROLLUP_BATCH, runRollup } from '../apps/server/src/modules/analytics/rollup.service';
import { startSession } from '../apps/server/src/modules/auth/sessions.service';
import { type BenchDatabase, postgresDatabase } from './databases';
import { load } from './load';
import { machine, table, today, writeSection } from './results';

const count = (name: string, fallback: number) => {
  const value = Number(process.env[name] || fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number ≥ 1`);
  return value;
};
const EVENTS = count('BENCH_EVENTS', 10_000_000);
const MEMBERS = count('BENCH_MEMBERS', 20_000);
const PRODUCTS = count('BENCH_INSIGHT_PRODUCTS', 20_000);
const CATEGORIES = 60;
const GROUPS = 12;
const PROVIDERS = 3;
const DAYS = 365;
const RUNS = count('BENCH_PANEL_RUNS', 20);
const TARGET_P95_MS = 100;
const CHUNK = 500_000;
const YEAR_BATCH = 50_000;

/** The catalogue and members the events name, made in bulk with SQL. */
async function seedPeople(db: BenchDatabase) {
  const x = db.exec;
  await x(`insert into content_providers (name, position)
           select 'Provider ' || i, i from generate_series(1, ${PROVIDERS}) i`);
  await x(`insert into categories (name, slug)
           select 'Category ' || i, 'category-' || i from generate_series(1, ${CATEGORIES}) i`);
  await x(`insert into category_providers (category_id, provider_id, permission)
           select c.id, p.id, 2 from (select id, row_number() over (order by slug) n from categories) c
           join (select id, row_number() over (order by position) n from content_providers) p
             on p.n = c.n % ${PROVIDERS} + 1`);
  await x(`insert into groups (name) select 'Group ' || i from generate_series(1, ${GROUPS}) i`);
  await x(`insert into products (title, slug, product_type)
           select 'Product ' || i, 'product-' || i, 'asset' from generate_series(1, ${PRODUCTS}) i`);
  await x(`insert into users (username, password_hash, membership_status)
           select 'bench-' || i, 'x', 1 from generate_series(1, ${MEMBERS}) i`);
  // Numbered copies for the event generator: the n-th product, member, category and group.
  await x(`create table bench_products as select id, row_number() over (order by id) n from products`);
  await x(`create table bench_users as select id, row_number() over (order by id) n from users where not is_admin`);
  await x(`create table bench_categories as
           select c.id, row_number() over (order by c.slug) n, cp.provider_id
           from categories c join category_providers cp on cp.category_id = c.id`);
  await x(`create table bench_groups as select id, row_number() over (order by name) n from groups`);
  await x(`insert into product_categories (product_id, category_id)
           select p.id, c.id from bench_products p join bench_categories c on c.n = p.n % ${CATEGORIES} + 1`);
  await x(`insert into user_groups (user_id, group_id)
           select u.id, g.id from bench_users u join bench_groups g on g.n = u.n % ${GROUPS} + 1`);
  for (const t of ['bench_products', 'bench_users', 'bench_categories', 'bench_groups'])
    await x(`create index on ${t} (n)`);
}

/**
 * Events spread over the year, denser lately, written oldest first as members make them (an
 * event's id grows with its time, so a rollup batch covers a day or two, not the whole year); kinds in funnel proportions; a few products and
 * members draw most of them (a power law), as in a real catalogue. Groups, categories and providers
 * are those of the member and product, as the app's writer copies them.
 */
async function seedEvents(db: BenchDatabase, total: number, days: number, endingDaysAgo = 0) {
  for (let done = 0; done < total; done += CHUNK) {
    const size = Math.min(CHUNK, total - done);
    await db.exec(`
      insert into events (kind, occurred_at, user_id, group_ids, product_id, category_ids, provider_ids,
                          search_query, search_results)
      select k.kind,
             now() - make_interval(days => ${endingDaysAgo}) - (power(r.age, 1.3) * ${days}) * interval '1 day',
             u.id, array[g.id], case when k.kind in ('login', 'search') then null else p.id end,
             case when k.kind in ('login', 'search') then '{}' else array[c.id] end,
             case when k.kind in ('login', 'search') then '{}' else array[c.provider_id] end,
             case when k.kind = 'search' then 'query ' || (r.q % 400) end,
             case when k.kind = 'search' then (r.q % 7) end
      from (select floor(power(random(), 3) * ${PRODUCTS})::int + 1 as pn,
                   floor(power(random(), 2) * ${MEMBERS})::int + 1 as un,
                   random() as kr, floor(random() * 10000)::int as q,
                   1 - (${done} + random() * ${size}) / ${total} as age
            from generate_series(1, ${size})) r
      cross join lateral (select case
        when r.kr < 0.62 then 'impression' when r.kr < 0.80 then 'product_view'
        when r.kr < 0.86 then 'customization' when r.kr < 0.90 then 'download'
        when r.kr < 0.91 then 'request' when r.kr < 0.912 then 'subscription'
        when r.kr < 0.96 then 'login' else 'search' end as kind) k
      join bench_products p on p.n = r.pn
      join bench_users u on u.n = r.un
      join bench_categories c on c.n = r.pn % ${CATEGORIES} + 1
      join bench_groups g on g.n = r.un % ${GROUPS} + 1
      order by r.age desc`);
    process.stdout.write(`\r  events ${(done + size).toLocaleString()} / ${total.toLocaleString()}`);
  }
  process.stdout.write('\n');
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
const ms = (n: number) => n.toFixed(1);

type Figures = { seedSeconds: number; yearSeconds: number; daySeconds: number; dayEvents: number };

/** Seeds the events and rolls them up as the job does, the year then one more day; stores the figures. */
async function seedAndRollUp(db: BenchDatabase, deps: AppDeps): Promise<Figures> {
  let started = performance.now();
  await seedPeople(db);
  await seedEvents(db, EVENTS, DAYS, 1);
  await db.exec('analyze');
  const seedSeconds = (performance.now() - started) / 1000;
  // The whole year, as a start on an existing database would find it: runs back to back, in larger
  // batches than the job's (it holds event writers for one batch, so it keeps them short).
  started = performance.now();
  while ((await runRollup(deps, undefined, YEAR_BATCH)) > 0);
  const yearSeconds = (performance.now() - started) / 1000;
  const dayEvents = Math.round(EVENTS / DAYS);
  await seedEvents(db, dayEvents, 1);
  started = performance.now();
  while ((await runRollup(deps)) > 0);
  const figures = { seedSeconds, yearSeconds, daySeconds: (performance.now() - started) / 1000, dayEvents };
  await db.exec('create table bench_insight_figures (figures jsonb not null)');
  await db.exec('insert into bench_insight_figures values ($1)', [JSON.stringify(figures)]);
  return figures;
}

async function storedFigures(db: BenchDatabase): Promise<Figures> {
  const [row] = await db.exec('select figures from bench_insight_figures');
  if (!row)
    throw new Error('BENCH_INSIGHT_REUSE: the kept database has no figures; run once with BENCH_KEEP_DATABASE=1');
  return row.figures as Figures;
}

export async function benchInsight() {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('the insight benchmark runs on PostgreSQL: set DATABASE_URL');
  // A database a run kept (BENCH_KEEP_DATABASE) is measured again as it is, with the seed and
  // rollup figures that run stored: the panels can be measured after a change in minutes, not 40.
  const reuse = process.env.BENCH_INSIGHT_REUSE === '1';
  const db = await postgresDatabase(serverUrl, 'stockroom_bench_insight', { keep: reuse });
  try {
    const config = loadConfig({ ...process.env, SEED_DEMO: 'true', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' });
    // A kept database takes the migrations since, as an upgrade would.
    await db.database.migrate();
    if (!reuse) await seedFirstRun(db.database.db, config);
    const deps = await createDeps({ ...config, serverRole: 'web' }, db.database);
    const figures = reuse ? await storedFigures(db) : await seedAndRollUp(db, deps);
    // What a previous run's track load wrote, rolled up as the job would before the panels.
    while ((await runRollup(deps, undefined, YEAR_BATCH)) > 0);
    // What autovacuum does on a running server: the rollups' updated rows leave dead versions, and
    // index-only reads need the visibility map.
    await db.exec('vacuum analyze');
    // Its dirty pages written now, not by a checkpoint in the middle of the panels or the track load.
    await db.exec('checkpoint');
    const { seedSeconds, yearSeconds, daySeconds, dayEvents } = figures;

    const app = await buildApp(deps);
    await app.ready();
    const [admin] = await db.database.db
      .select()
      .from(users)
      .where(eq(users.username, config.adminUsername ?? 'admin'));
    const [member] = await db.database.db.select().from(users).where(eq(users.username, DEMO_MEMBER.username));
    if (!admin || !member) throw new Error('the first run made no admin or member');
    const meta = { ip: '127.0.0.1', userAgent: 'bench' };
    const adminSession = await startSession(db.database.db, deps.tokens, admin, meta);
    const headers = { authorization: `Bearer ${adminSession.access_token}` };
    const [provider] = await db.exec('select id from content_providers order by position limit 1');
    const to = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 89 * 86_400_000).toISOString().slice(0, 10);
    const panels: [string, string][] = [
      ['funnel', 'funnel?'],
      ['series (day)', 'series?measure=product_view&bucket=day&'],
      ['series (week)', 'series?measure=download&bucket=week&'],
      ['groups', 'groups?'],
      ['top products', 'top?dimension=product&measure=product_view&'],
      ['top categories', 'top?dimension=category&measure=download&'],
      ['unviewed', 'unviewed?'],
      ['searches', 'searches?'],
      ['providers', 'providers?'],
    ];
    const rows: (string | number)[][] = [];
    let missed = 0;
    for (const [name, path] of panels) {
      for (const filter of ['', `&provider_id=${provider?.id}`]) {
        const url = `/api/admin/analytics/${path}from=${from}&to=${to}${filter}`;
        const times: number[] = [];
        for (let i = 0; i < RUNS + 2; i++) {
          const start = performance.now();
          const res = await app.inject({ method: 'GET', url, headers });
          if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
          if (i >= 2) times.push(performance.now() - start);
        }
        times.sort((a, b) => a - b);
        const p95 = percentile(times, 0.95);
        if (p95 > TARGET_P95_MS) missed++;
        rows.push([
          name,
          filter ? 'one provider' : 'all',
          ms(percentile(times, 0.5)),
          ms(p95),
          p95 <= TARGET_P95_MS ? 'met' : '**missed**',
        ]);
        console.log(`  ${name} ${filter ? '(provider)' : ''}: p95 ${ms(p95)} ms`);
      }
    }

    // POST /api/track as the member, ten impressions a request, over HTTP.
    const memberSession = await startSession(db.database.db, deps.tokens, member, meta);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as AddressInfo).port;
    const [someProduct] = await db.exec('select id from products limit 1');
    const body = JSON.stringify(
      Array.from({ length: 10 }, () => ({ page_route: '/products', action: 'view', product_id: someProduct?.id })),
    );
    const before = Number((await db.exec('select count(*) n from events'))[0]?.n);
    const track = await load(
      `http://127.0.0.1:${port}/api/track`,
      { authorization: `Bearer ${memberSession.access_token}`, 'content-type': 'application/json' },
      10,
      10,
      { method: 'POST', body },
    );
    await closeDeps(deps);
    const written = Number((await db.exec('select count(*) n from events'))[0]?.n) - before;
    await app.close();
    if (app.server.listening) await once(app.server, 'close');

    writeSection(
      'insight',
      [
        `## Insight: the analytics dashboard at ${EVENTS.toLocaleString()} events (PostgreSQL)`,
        '',
        `${today()} UTC · ${machine()} · ${EVENTS.toLocaleString()} events over ${DAYS} days, ${MEMBERS.toLocaleString()} members in ${GROUPS} groups, ${PRODUCTS.toLocaleString()} products in ${CATEGORIES} categories of ${PROVIDERS} providers · seeded in ${seedSeconds.toFixed(0)} s`,
        '',
        `Each panel for the last 90 days, ${RUNS} requests one after another after two to warm up, through the app in the same process (authentication, validation and the answer's serialization included, no network).`,
        '',
        "Events are written oldest first, as members make them, and rolled up by the job's code; the database is then vacuumed, as autovacuum would. With no filter or one provider the panels read the per-dimension counts, member bitmaps and running totals (decision 0049); a category, group or product filter reads the daily facts, exact but slower.",
        '',
        table(['panel', 'filter', 'p50 ms', 'p95 ms', `p95 ≤ ${TARGET_P95_MS} ms`], rows),
        '',
        `- panels over ${TARGET_P95_MS} ms at p95: ${missed} of ${rows.length}`,
        `- rollup catch-up: one more day (${dayEvents.toLocaleString()} events) in ${daySeconds.toFixed(2)} s with the job's batches of ${ROLLUP_BATCH.toLocaleString()}; the whole year before it in ${yearSeconds.toFixed(1)} s (${Math.round(EVENTS / yearSeconds).toLocaleString()} events/s) in batches of ${YEAR_BATCH.toLocaleString()}`,
        `- POST /api/track, 10 impressions a request, autocannon -c 10 -d 10 in the same process as the server: ${Math.round(track.rps).toLocaleString()} requests/s (p95 ${ms(track.p95)} ms), ${written.toLocaleString()} events written, failures ${track.failures}`,
      ].join('\n'),
    );
    return missed;
  } finally {
    await db.release();
    if (!process.env.BENCH_KEEP_DATABASE) await db.remove();
  }
}
