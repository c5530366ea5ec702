/**
 * `npm run bench`: the member catalogue reads under load, our app against a bare Fastify replaying
 * the same SQL, on PGlite and (with DATABASE_URL) PostgreSQL; then exports (exports.ts), several
 * processes behind HAProxy (cluster.ts, with DATABASE_URL, REDIS_URL and haproxy) and a first
 * visit after a start (first-visit.ts), and the analytics dashboard at ten million events (insight.ts,
 * with DATABASE_URL), and what session replay stores per member-minute (recording.ts). Name the
 * parts to run only some: `npm run bench -- catalogue`, `npm run bench -- exports`. Exits non-zero
 * on errors only; a missed target is reported, not fatal.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { users } from '@stockroom/db';
import { eq } from 'drizzle-orm';
import { DEMO_MEMBER, loadConfig } from '../apps/server/src/config';
import { seedFirstRun } from '../apps/server/src/lib/first-run';
import type { Statement } from './capture';
import { benchCluster, clusterUnavailable } from './cluster';
import { type BenchDatabase, pgliteDatabase, postgresDatabase } from './databases';
import { benchExports } from './exports';
import { benchFirstVisit } from './first-visit';
import { benchInsight } from './insight';
import { load } from './load';
import { benchRecording } from './recording';
import { loadReport, type RouteResult, type Settings } from './report';
import { writeSection } from './results';
import { type BenchFixture, seedCatalogue } from './seed';
import type { FromServer, ToServer } from './server-process';

function setting(name: string, fallback: number, min: number) {
  const value = Number(process.env[name] || fallback);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be a whole number ≥ ${min}`);
  return value;
}
const settings: Settings = {
  // Fewer than this leaves no second category page and too few search matches to mean anything.
  products: setting('BENCH_PRODUCTS', 100_000, 1000),
  seconds: setting('BENCH_DURATION', 10, 1),
  warmupSeconds: setting('BENCH_WARMUP', 3, 0),
  connections: setting('BENCH_CONNECTIONS', 10, 1),
};

/** Which databases to measure: both by default; `BENCH_DATABASES=postgres` skips PGlite's long run. */
const wanted = new Set((process.env.BENCH_DATABASES || 'pglite,postgres').split(',').map((name) => name.trim()));
for (const name of wanted)
  if (name !== 'pglite' && name !== 'postgres') throw new Error(`BENCH_DATABASES: unknown database "${name}"`);

const verbose = Boolean(process.env.BENCH_VERBOSE);
/** Leaves the database in place after the run, to EXPLAIN what the verbose output shows. */
const keepDatabase = Boolean(process.env.BENCH_KEEP_DATABASE);
/**
 * Measures the PostgreSQL database a run kept again, migrated to the current code but not seeded:
 * a million products take 13 minutes to seed, a change to a search statement seconds to try.
 */
const reuseDatabase = process.env.BENCH_CATALOGUE_REUSE === '1';
if (reuseDatabase && wanted.has('pglite'))
  throw new Error('BENCH_CATALOGUE_REUSE measures the kept PostgreSQL database: set BENCH_DATABASES=postgres');

const describe = (s: Statement) =>
  `     ${s.wave} ${s.ms.toFixed(1).padStart(7)} ms  ${s.text.replace(/\s+/g, ' ').slice(0, 150)}`;

const routesOf = (f: BenchFixture) => [
  { name: 'landing', url: '/api/categories/products' },
  { name: 'category page', url: `/api/user/products/${f.categorySlug}?page=2` },
  { name: 'search', url: `/api/search?search=${encodeURIComponent(f.searchWord)}&limit=10` },
  { name: 'search (typo)', url: `/api/search?search=${encodeURIComponent(f.typo)}&limit=10` },
  { name: 'search (prefix)', url: `/api/search?search=${encodeURIComponent(f.prefix)}&limit=10` },
  { name: 'product', url: `/api/products/${f.productId}` },
];

function startServer(env: Record<string, string>) {
  const child = fork(fileURLToPath(new URL('./server-process.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env },
  });
  const next = <T extends FromServer['type']>(type: T) =>
    new Promise<Extract<FromServer, { type: T }>>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`server process exited (${code})`));
      child.once('exit', onExit);
      child.once('message', (message: FromServer) => {
        child.off('exit', onExit);
        if (message.type === type) resolve(message as Extract<FromServer, { type: T }>);
        else reject(new Error(message.type === 'failed' ? message.message : `unexpected ${message.type}`));
      });
    });
  const tell = (message: ToServer) => child.send(message);
  return { child, next, tell };
}

async function stopServer(child: ChildProcess, tell: (message: ToServer) => void) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  tell({ type: 'stop' });
  await exited;
}

/**
 * autocannon stops at its deadline, but the servers go on with the requests in flight: the next run
 * must not pay for this one's backlog.
 */
async function settle(baselinePort: number) {
  await (await fetch(`http://127.0.0.1:${baselinePort}/__idle`)).text();
}

async function login(port: number) {
  const answer = await fetch(`http://127.0.0.1:${port}/auth/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_MEMBER),
  });
  if (!answer.ok) throw new Error(`login failed: ${answer.status} ${await answer.text()}`);
  return ((await answer.json()) as { access_token: string }).access_token;
}

/** Where a kept database holds what its seed chose to load, for a later run to reuse. */
const FIXTURE_TABLE = 'bench_fixture';

async function seed(target: BenchDatabase) {
  await target.database.migrate();
  if (reuseDatabase) {
    const [row] = await target.exec(`select fixture from ${FIXTURE_TABLE}`).catch(() => []);
    if (!row) throw new Error('BENCH_CATALOGUE_REUSE: no kept database; run once with BENCH_KEEP_DATABASE=1');
    const fixture = row.fixture as BenchFixture;
    if (fixture.products !== settings.products)
      throw new Error(`BENCH_CATALOGUE_REUSE: the kept database holds ${fixture.products} products`);
    // New migrations may have changed what the planner needs to know.
    await target.exec('analyze');
    await target.exec('checkpoint');
    await target.release();
    return fixture;
  }
  await seedFirstRun(target.database.db, loadConfig({ SEED_DEMO: 'true', LOG_LEVEL: 'silent' }));
  const [member] = await target.database.db.select().from(users).where(eq(users.username, DEMO_MEMBER.username));
  const fixture = await seedCatalogue(target.exec, member!.id, settings.products);
  await target.exec(`create table ${FIXTURE_TABLE} as select $1::jsonb as fixture`, [JSON.stringify(fixture)]);
  await target.release();
  return fixture;
}

async function measure(target: BenchDatabase, workDir: string) {
  const t0 = performance.now();
  const doing = reuseDatabase ? 'reusing the kept database of' : 'seeding';
  console.log(`\n== ${target.label}: ${doing} ${settings.products.toLocaleString('en')} products`);
  const fixture = await seed(target);
  console.log(
    `   ${reuseDatabase ? 'ready' : 'seeded'} in ${((performance.now() - t0) / 1000).toFixed(1)} s (products and links ${fixture.seconds.insert} s, search documents ${fixture.seconds.searchDocuments} s, analyze ${fixture.seconds.analyze} s); "${fixture.searchWord}" matches ${fixture.searchMatches}`,
  );
  const server = startServer({ ...target.serverEnv, BENCH_DATA_DIR: join(workDir, 'data') });
  try {
    const { ours, baseline } = await server.next('ready');
    const routes = routesOf(fixture);
    server.tell({ type: 'capture', token: await login(ours), urls: routes.map((r) => r.url) });
    const { reports } = await server.next('captured');
    const results: RouteResult[] = [];
    for (const [i, route] of routes.entries()) {
      const capture = reports[i]!;
      if (capture.status !== 200 || capture.baselineStatus !== 200) {
        throw new Error(
          `${route.url}: ours ${capture.status}, baseline ${capture.baselineStatus} ${capture.error ?? ''}`,
        );
      }
      if (verbose) console.log(`   ${route.url}\n${capture.statements.map(describe).join('\n')}`);
      // A fresh token per route: access tokens live 15 minutes, long runs outlast one.
      const headers = { authorization: `Bearer ${await login(ours)}` };
      const run = async (port: number) => {
        const url = `http://127.0.0.1:${port}${route.url}`;
        if (settings.warmupSeconds > 0) {
          await load(url, headers, settings.warmupSeconds, settings.connections);
          await settle(baseline);
        }
        const result = await load(url, headers, settings.seconds, settings.connections);
        await settle(baseline);
        return result;
      };
      const result = {
        ...route,
        capture,
        ours: await run(ours),
        baseline: await run(baseline),
      };
      console.log(
        `   ${route.name}: ${result.ours.rps.toFixed(1)} req/s, baseline ${result.baseline.rps.toFixed(1)} req/s`,
      );
      results.push(result);
    }
    if (verbose) {
      const file = join(tmpdir(), `stockroom-bench-${target.kind}-statements.json`);
      writeFileSync(file, JSON.stringify(Object.fromEntries(reports.map((r) => [r.url, r.statements])), null, 2));
      console.log(`   every statement, in full: ${file}`);
    }
    const report = loadReport(target.kind, target.label, fixture, settings, results);
    console.log(`\n${report.text}`);
    // A million products has a section of its own beside the 100,000 one; other sizes are tries.
    writeSection(
      target.kind === 'postgres' && settings.products >= 1_000_000 ? 'load:postgres-1m' : `load:${target.kind}`,
      report.text,
    );
    return report.failures;
  } finally {
    await stopServer(server.child, server.tell);
  }
}

const PARTS = ['catalogue', 'exports', 'cluster', 'first-visit', 'insight', 'recording'] as const;
const parts = new Set(process.argv.slice(2));
for (const part of parts)
  if (!(PARTS as readonly string[]).includes(part)) throw new Error(`unknown part "${part}": ${PARTS.join(', ')}`);
const runs = (part: (typeof PARTS)[number]) => parts.size === 0 || parts.has(part);

async function main() {
  let failed = false;
  if (runs('catalogue') && (await benchCatalogue())) failed = true;
  if (runs('exports')) {
    try {
      if ((await benchExports()) > 0) failed = true;
    } catch (error) {
      failed = true;
      console.error('\nbench failed on exports:', error);
    }
  }
  if (runs('cluster')) {
    const unavailable = clusterUnavailable();
    if (unavailable) {
      console.log(`\n== cluster: skipped, ${unavailable}`);
      if (parts.has('cluster')) failed = true;
    } else {
      try {
        if ((await benchCluster()) > 0) failed = true;
      } catch (error) {
        failed = true;
        console.error('\nbench failed on the cluster:', error);
      }
    }
  }
  if (runs('first-visit')) {
    try {
      await benchFirstVisit();
    } catch (error) {
      failed = true;
      console.error('\nbench failed on the first visit:', error);
    }
  }
  if (runs('recording')) {
    try {
      console.log('\n== recording');
      await benchRecording();
    } catch (error) {
      failed = true;
      console.error('\nbench failed on recording:', error);
    }
  }
  if (runs('insight')) {
    if (!process.env.DATABASE_URL) {
      console.log('\n== insight: skipped, it runs on PostgreSQL (DATABASE_URL)');
      if (parts.has('insight')) failed = true;
    } else {
      try {
        console.log('\n== insight');
        await benchInsight();
      } catch (error) {
        failed = true;
        console.error('\nbench failed on insight:', error);
      }
    }
  }
  process.exitCode = failed ? 1 : 0;
}

/** True when a measurement failed. */
async function benchCatalogue() {
  const workDir = mkdtempSync(join(tmpdir(), 'stockroom-bench-'));
  const targets: (() => Promise<BenchDatabase>)[] = [];
  if (wanted.has('pglite')) targets.push(() => pgliteDatabase(workDir));
  if (wanted.has('postgres') && process.env.DATABASE_URL)
    targets.push(() => postgresDatabase(process.env.DATABASE_URL as string, undefined, { keep: reuseDatabase }));
  if (targets.length === 0)
    throw new Error('BENCH_DATABASES names no database to measure (postgres needs DATABASE_URL)');
  let failed = false;
  for (const open of targets) {
    let target: BenchDatabase | undefined;
    try {
      target = await open();
      if ((await measure(target, workDir)) > 0) failed = true;
    } catch (error) {
      failed = true;
      console.error(`\nbench failed${target ? ` on ${target.label}` : ''}:`, error);
    } finally {
      await target?.release();
      if ((keepDatabase || reuseDatabase) && target)
        console.log(`   kept: ${Object.values(target.serverEnv).join(' ')}`);
      else
        await target?.remove().catch((error: unknown) => console.error('could not remove the bench database:', error));
    }
  }
  if (!keepDatabase) rmSync(workDir, { recursive: true, force: true });
  return failed;
}

await main();
