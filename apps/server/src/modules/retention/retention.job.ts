/**
 * The retention clean-up as a chain of jobs (decisions 0037, 0043): each run first writes the next,
 * due an hour later, then deletes what has outlived its use. The queue is 'stately': at most one run
 * waits, so a send that would start a second chain (another process starting, a retried run sending
 * its next again) writes nothing. Every start sends a first run, which likewise writes nothing while
 * one waits, and otherwise restarts a chain that was lost (a database restored without its jobs).
 */
import type { AppDeps } from '../../deps';
import { runRetention } from './retention.service';

export const RETENTION_JOB = 'retention';
/** Between two runs. */
export const RETENTION_EVERY_SECONDS = 60 * 60;
/** A chain started by a start waits this long, so that the start itself is not slowed by deletes. */
export const RETENTION_FIRST_AFTER_SECONDS = 5 * 60;

type RetentionDeps = Pick<AppDeps, 'database' | 'jobs'>;
type Log = { info(obj: object, msg: string): void };

const sendRun = (deps: RetentionDeps, afterSeconds: number) =>
  deps.database.db.transaction((tx) =>
    deps.jobs.send(tx, RETENTION_JOB, {}, { startAfter: new Date(Date.now() + afterSeconds * 1000) }),
  );

export function defineRetentionJob(deps: RetentionDeps, log: Log) {
  deps.jobs.define<Record<string, never>>(RETENTION_JOB, {
    retryLimit: 3,
    concurrency: 1,
    policy: 'stately',
    handler: async (_data, attempt) => {
      // Written before the deletes, so that a run that fails or dies still leaves the chain going.
      await sendRun(deps, RETENTION_EVERY_SECONDS);
      const deleted = await runRetention(deps, attempt.signal);
      if (Object.values(deleted).some((count) => count > 0)) log.info({ deleted }, 'retention clean-up');
      // Given back by a stopping process: the rest is deleted when the job is taken again.
      if (attempt.signal.aborted) throw new Error('stopped before the clean-up was done');
    },
    onStart: () => sendRun(deps, RETENTION_FIRST_AFTER_SECONDS),
  });
}
