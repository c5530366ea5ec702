/**
 * Records the SQL our app sends for one request so that the baseline can send exactly the same
 * statements, with the same parameters and the same concurrency (statements our app runs side by
 * side with Promise.all are replayed side by side).
 */
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface Statement {
  text: string;
  params: unknown[];
  /** Statements of one wave were in flight together. */
  wave: number;
  /** From the call to its answer, while our app served one request alone. */
  ms: number;
}
export type RunSql = (text: string, params: unknown[]) => Promise<unknown[]>;

/** Records statements on demand, and always knows whether the database is still busy. */
export class Recorder {
  private recording = false;
  private statements: Statement[] = [];
  private inFlight = 0;
  private recordedInFlight = 0;
  private wave = 0;
  private quietSince = performance.now();

  start() {
    this.recording = true;
    this.statements = [];
    this.wave = 0;
  }

  stop() {
    this.recording = false;
    return this.statements;
  }

  around<T>(text: string, params: unknown[] | undefined, run: () => Promise<T>): Promise<T> {
    const recorded = this.recording && !isBackground(text);
    const statement = { text, params: params ?? [], wave: 0, ms: 0 };
    if (recorded) {
      if (this.recordedInFlight === 0) this.wave++;
      statement.wave = this.wave;
      this.statements.push(statement);
      this.recordedInFlight++;
    }
    this.inFlight++;
    const started = performance.now();
    return run().finally(() => {
      statement.ms = performance.now() - started;
      this.inFlight--;
      if (recorded) this.recordedInFlight--;
      this.quietSince = performance.now();
    });
  }

  /**
   * Resolves once no statement has run for `quietMs`: a request abandoned by the load generator
   * goes on running its later statements, so one quiet moment between two of them is not enough.
   */
  async idle(quietMs: number) {
    while (this.inFlight > 0 || performance.now() - this.quietSince < quietMs) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** Wraps one PGlite instance; answers how the baseline runs SQL on it (watched, never recorded). */
export function recordPglite(client: PGlite, recorder: Recorder): RunSql {
  const query = client.query.bind(client);
  client.query = ((text: string, params?: unknown[], options?: object) =>
    recorder.around(text, params, () => query(text, params, options))) as PGlite['query'];
  return async (text, params) => (await client.query(text, params)).rows;
}

type PoolQuery = (this: pg.Pool, config: string | pg.QueryConfig, values?: unknown, ...rest: unknown[]) => unknown;

/** Wraps every pg Pool of this process (drizzle calls `pool.query(config, params)`). */
export function recordPostgres(recorder: Recorder) {
  const proto = pg.Pool.prototype as unknown as { query: PoolQuery };
  const query = proto.query;
  proto.query = function (this: pg.Pool, config, values, ...rest) {
    // Callback-style calls are not drizzle's: pass them through untouched.
    if (rest.length > 0 || typeof values === 'function') return query.call(this, config, values, ...rest);
    const text = typeof config === 'string' ? config : config.text;
    const params = (values ?? (typeof config === 'string' ? undefined : config.values)) as unknown[] | undefined;
    return recorder.around(text, params, () => query.call(this, config, values) as Promise<unknown>);
  };
}

/**
 * The job queue's polls and the event buffer's flush run on timers of their own: one that falls
 * within a slow request is not the route's, and the baseline must not replay it. (Telling them
 * apart by async context did not work: after the app's first request, its statements no longer
 * carried the context of the request that sent them; the cause is not found.)
 */
export const isBackground = (text: string) => /\bpgboss\./.test(text) || /^\s*insert into events\b/.test(text);

/** The session lookup of our auth plugin is the cost of our stack, not of the route's query. */
export const isAuthLookup = (s: Statement) => /\bfrom "sessions"/.test(s.text);

export function toWaves(statements: Statement[]) {
  const waves = new Map<number, Statement[]>();
  for (const s of statements) waves.set(s.wave, [...(waves.get(s.wave) ?? []), s]);
  return [...waves.values()];
}

/** Runs the waves in order, each wave's statements together; every result's rows, in order. */
export async function replay(run: RunSql, waves: Statement[][]) {
  const results: unknown[][] = [];
  for (const wave of waves) results.push(...(await Promise.all(wave.map((s) => run(s.text, s.params)))));
  return results;
}
