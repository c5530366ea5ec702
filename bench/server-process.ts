/**
 * The servers under load, in a process of their own so that the load generator never shares their
 * event loop. It holds the database (PGlite is in-process) and serves two ports: our real app, and
 * the baseline, a bare Fastify that replays the SQL our app ran for the same URL.
 */
import { createDatabase, type Database, openPglite, POSTGRES_SESSION_OPTIONS } from '@stockroom/db';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { createDeps } from '../apps/server/src/create-deps';
import {
  isAuthLookup,
  Recorder,
  type RunSql,
  recordPglite,
  recordPostgres,
  replay,
  type Statement,
  toWaves,
} from './capture';

export type ToServer = { type: 'capture'; token: string; urls: string[] } | { type: 'stop' };
export interface CaptureReport {
  url: string;
  status: number;
  bytes: number;
  /** Statements of the route itself; the auth lookup is counted apart. */
  queries: number;
  authQueries: number;
  waves: number;
  /** Time in the database for one request on an idle server: route statements, auth lookup. */
  sqlMs: number;
  authMs: number;
  baselineStatus: number;
  baselineBytes: number;
  /** Every statement of the last request, with its wave and time. */
  statements: Statement[];
  error?: string;
}
export type FromServer =
  | { type: 'ready'; ours: number; baseline: number }
  | { type: 'captured'; reports: CaptureReport[] }
  | { type: 'failed'; message: string };

const sum = (statements: Statement[]) => statements.reduce((total, s) => total + s.ms, 0);
const send = (message: FromServer) => process.send?.(message);
const POOL_SIZE = 10;
const TIMED_REQUESTS = 5;
const QUIET_MS = 300;

async function start() {
  const url = process.env.BENCH_DATABASE_URL;
  const recorder = new Recorder();
  let runSql: RunSql;
  let closeBaselineSql = async () => {};
  let database: Database;
  if (url) {
    recordPostgres(recorder);
    database = await createDatabase({ url, poolSize: POOL_SIZE });
    // With our app's session settings: with JIT on, PostgreSQL compiled the corrected-words query of
    // a typo for every request, about 50 ms each.
    const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE, options: POSTGRES_SESSION_OPTIONS });
    runSql = async (text, params) => (await pool.query(text, params)).rows;
    closeBaselineSql = () => pool.end();
  } else {
    const client = openPglite(process.env.BENCH_PGLITE_DIR);
    runSql = recordPglite(client, recorder);
    database = await createDatabase({ pglite: client });
  }
  const config = loadConfig({
    DATA_DIR: process.env.BENCH_DATA_DIR,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    WEB_DIST: '/nonexistent',
  });
  const app = await buildApp(await createDeps(config, database));
  await app.listen({ port: 0, host: '127.0.0.1' });

  const plans = new Map<string, Statement[][]>();
  const baseline = Fastify({ logger: false });
  // Answers once both servers have worked off what earlier load left in flight.
  baseline.get('/__idle', async () => {
    await recorder.idle(QUIET_MS);
    return { idle: true };
  });
  baseline.get('/*', async (request, reply) => {
    const plan = plans.get(request.url);
    if (!plan) return reply.code(404).send({ message: 'no captured plan for this URL' });
    return { results: await replay(runSql, plan) };
  });
  await baseline.listen({ port: 0, host: '127.0.0.1' });

  const capture = async (urls: string[], token: string) => {
    const reports: CaptureReport[] = [];
    for (const target of urls) {
      // Several times: the first request warms caches, the fastest tells the database's share.
      const runs: { answer: Awaited<ReturnType<typeof app.inject>>; statements: Statement[] }[] = [];
      for (let i = 0; i < TIMED_REQUESTS; i++) {
        recorder.start();
        const answer = await app.inject({ method: 'GET', url: target, headers: { authorization: `Bearer ${token}` } });
        runs.push({ answer, statements: recorder.stop() });
      }
      const { answer: ours, statements } = runs.at(-1)!;
      const route = statements.filter((s) => !isAuthLookup(s));
      const fastest = (pick: (s: Statement) => boolean) => Math.min(...runs.map((r) => sum(r.statements.filter(pick))));
      plans.set(target, toWaves(route));
      const base = await baseline.inject({ method: 'GET', url: target });
      reports.push({
        url: target,
        status: ours.statusCode,
        bytes: ours.rawPayload.length,
        queries: route.length,
        authQueries: statements.length - route.length,
        waves: plans.get(target)?.length ?? 0,
        sqlMs: fastest((s) => !isAuthLookup(s)),
        authMs: fastest(isAuthLookup),
        statements,
        baselineStatus: base.statusCode,
        baselineBytes: base.rawPayload.length,
        ...(ours.statusCode !== 200 && { error: ours.body.slice(0, 300) }),
      });
    }
    return reports;
  };

  process.on('message', (message: ToServer) => {
    if (message.type === 'capture') {
      capture(message.urls, message.token).then(
        (reports) => send({ type: 'captured', reports }),
        (error: Error) => send({ type: 'failed', message: error.stack ?? String(error) }),
      );
    } else {
      void Promise.all([app.close(), baseline.close()])
        .then(closeBaselineSql)
        .then(() => database.close())
        .finally(() => process.exit(0));
    }
  });
  send({ type: 'ready', ours: portOf(app.server.address()), baseline: portOf(baseline.server.address()) });
}

const portOf = (address: ReturnType<import('node:net').Server['address']>) =>
  typeof address === 'object' && address ? address.port : 0;

start().catch((error: Error) => {
  send({ type: 'failed', message: error.stack ?? String(error) });
  process.exit(1);
});
