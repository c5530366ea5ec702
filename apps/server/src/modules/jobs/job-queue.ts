/**
 * Background work that survives a crash (decision 0037): jobs live in PostgreSQL (pg-boss), are
 * written in the same transaction as the change that asks for them, and are taken with SKIP LOCKED
 * by whichever process works jobs. A job whose process died is taken again once its claim lapses;
 * a stopping process stops taking jobs, lets the running ones finish within its grace, and leaves
 * the rest to be taken again later, never failed. Handlers must therefore be idempotent.
 */
import type { Database, Db } from '@stockroom/db';
import { sql } from 'drizzle-orm';
import { type DrizzleTransactionLike, fromDrizzle, fromPglite, type Job, PgBoss, type Db as QueueDb } from 'pg-boss';
import type { JobTimings } from '../../config';

/** A dead process's job is taken again within about a minute (a missed heartbeat, then a look). */
export const DEFAULT_JOB_TIMINGS: JobTimings = {
  expireSeconds: 15 * 60,
  heartbeatSeconds: 30,
  superviseSeconds: 30,
  pollSeconds: 2,
  retryDelaySeconds: 5,
};

export interface JobAttempt {
  id: string;
  /** 0 for the first attempt. */
  retryCount: number;
  /** Aborted when the process stops before the job is done: stop writing, the job will be taken again. */
  signal: AbortSignal;
}

export interface JobDefinition<T> {
  /** Attempts after the first, whether the handler threw or its process died. */
  retryLimit: number;
  /** Jobs of this kind one process works at once. */
  concurrency: number;
  /**
   * pg-boss's queue policy, fixed when the queue is created (default 'standard'). 'stately': at most
   * one job waits and one runs, and a `send` that would make a second one wait writes nothing.
   */
  policy?: 'standard' | 'stately';
  handler(data: T, attempt: JobAttempt): Promise<void>;
  /** Runs (as a job of its own) once every attempt has failed, to tell whoever waits for the result. */
  onGiveUp?(data: T): Promise<void>;
  /** Runs once the queue has started, in every role: to write the jobs that work written earlier lacks. */
  onStart?(): Promise<void>;
}

type Log = {
  error(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
};

export interface JobQueue {
  /** Declares a kind of job; call before `start`. A web process declares the queue but works no job. */
  define<T extends object>(name: string, definition: JobDefinition<T>): void;
  /**
   * Writes a job within the caller's transaction: it exists only if that transaction commits.
   * `startAfter`: not taken before then.
   */
  send<T extends object>(tx: Db, name: string, data: T, options?: { startAfter?: Date }): Promise<void>;
  /** Whether `send` may be called yet: the queue starts with the app. */
  started(): boolean;
  /** After the sending transaction has committed: this process's idle workers look at once. */
  wake(name: string): void;
  start(log: Log): Promise<void>;
  /** Stops taking jobs and waits up to `graceMs` for running ones; the rest are taken again later. */
  stop(graceMs: number): Promise<void>;
}

/**
 * How long a stop lets running jobs finish: a part of the stop's budget, the rest being for
 * draining connections and closing the database.
 */
export const jobGraceMs = (shutdownTimeoutMs: number) => Math.floor(shutdownTimeoutMs / 5);

const givenUpQueue = (name: string) => `${name}-given-up`;

/** What a stop may take beyond its grace for pg-boss to write back the jobs it gives up. */
const STOP_MARGIN_MS = 2000;
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/** pg-boss over our connection: PGlite's one, or our pool. */
export function queueDatabase(database: Database): QueueDb {
  const { driver } = database;
  if ('pglite' in driver) return fromPglite(driver.pglite);
  // Our pool, not one of pg-boss's own: it polls rarely and needs no LISTEN connection.
  return { executeSql: (text: string, values?: unknown[]) => driver.pool.query(text, values) };
}

export function createJobQueue(database: Database, options: { work: boolean; timings: JobTimings }): JobQueue {
  const { work, timings } = options;
  const definitions = new Map<string, JobDefinition<object>>();
  const workerIds = new Map<string, string[]>();
  let boss: PgBoss | undefined;
  let stopping: Promise<void> | undefined;

  const retryOptions = (retryLimit: number) => ({
    retryLimit,
    retryDelay: timings.retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: 5 * 60,
    expireInSeconds: timings.expireSeconds,
    ...(timings.heartbeatSeconds !== null && { heartbeatSeconds: timings.heartbeatSeconds }),
    // Finished jobs are kept a day for looking into, not the default week.
    deleteAfterSeconds: 24 * 60 * 60,
  });

  async function workQueue(
    running: PgBoss,
    name: string,
    concurrency: number,
    run: (job: Job<object>) => Promise<void>,
  ) {
    const ids: string[] = [];
    for (let i = 0; i < concurrency; i++) {
      let id = '';
      id = await running.work<object>(name, { pollingIntervalSeconds: timings.pollSeconds }, async (jobs) => {
        try {
          for (const job of jobs) await run(job);
        } finally {
          // There was a job, so there may be more: look again at once. pg-boss would otherwise wait
          // out its poll after every job, which held a worker to one export per poll per slot.
          running.notifyWorker(id);
        }
      });
      ids.push(id);
    }
    workerIds.set(name, ids);
  }

  return {
    define(name, definition) {
      if (boss) throw new Error(`job ${name} defined after the queue started`);
      definitions.set(name, definition as JobDefinition<object>);
    },

    async send(tx, name, data, options = {}) {
      if (!boss) throw new Error('the job queue has not started');
      // Drizzle's execute answers a typed promise pg-boss's structural type does not spell out.
      const db = fromDrizzle(tx as unknown as DrizzleTransactionLike, sql);
      await boss.send(name, data, { db, ...(options.startAfter && { startAfter: options.startAfter }) });
    },

    started() {
      return boss !== undefined;
    },

    wake(name) {
      for (const id of workerIds.get(name) ?? []) boss?.notifyWorker(id);
    },

    async start(log) {
      const running = new PgBoss({
        db: queueDatabase(database),
        ...(database.kind === 'pglite' && { backend: 'pglite' as const }),
        supervise: work,
        superviseIntervalSeconds: timings.superviseSeconds,
        // Lapsed claims are found in a queue's monitor pass, which has its own interval (60 s by default).
        monitorIntervalSeconds: timings.superviseSeconds,
        schedule: false,
        registerInstance: false,
      });
      running.on('error', (error: Error) => log.error({ err: error }, 'job queue error'));
      running.on('warning', (warning: { message: string }) => log.warn({ warning }, 'job queue warning'));
      await running.start();
      boss = running;
      // createQueue leaves an existing queue as it was: the update carries changed settings (JOB_CLAIM_SECONDS).
      const declare = async (
        queue: string,
        options: ReturnType<typeof retryOptions> & { deadLetter?: string },
        policy?: JobDefinition<object>['policy'],
      ) => {
        await running.createQueue(queue, { ...options, ...(policy && { policy }) });
        await running.updateQueue(queue, options);
      };
      for (const [name, definition] of definitions) {
        if (definition.onGiveUp) await declare(givenUpQueue(name), retryOptions(definition.retryLimit));
        await declare(
          name,
          {
            ...retryOptions(definition.retryLimit),
            ...(definition.onGiveUp && { deadLetter: givenUpQueue(name) }),
          },
          definition.policy,
        );
      }
      for (const definition of definitions.values()) await definition.onStart?.();
      if (!work) return;
      for (const [name, definition] of definitions) {
        await workQueue(running, name, definition.concurrency, async (job) => {
          try {
            await definition.handler(job.data, { id: job.id, retryCount: job.retryCount, signal: job.signal });
          } catch (error) {
            if (!job.signal.aborted)
              log.error({ err: error, job: name, id: job.id, attempt: job.retryCount }, 'job failed');
            throw error;
          }
        });
        const { onGiveUp } = definition;
        if (onGiveUp) await workQueue(running, givenUpQueue(name), 1, (job) => onGiveUp(job.data));
      }
    },

    stop(graceMs) {
      // pg-boss waits at least a second when graceful: a shorter grace gives the jobs up at once.
      const how = graceMs < 1000 ? { graceful: false } : { graceful: true, timeout: graceMs };
      // A stop never outlasts its grace: with the database gone, pg-boss's own stop can wait on
      // workers that keep failing to reach it, and what is left is taken again by another process.
      stopping ??= boss
        ? Promise.race([boss.stop({ ...how, close: false }), delay(graceMs + STOP_MARGIN_MS)])
        : Promise.resolve();
      return stopping;
    },
  };
}
