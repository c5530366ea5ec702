/**
 * Work done every so often, as a chain of jobs (decisions 0037, 0043): each run first writes the
 * next, then works, so that a run that fails or dies still leaves the chain going. The queue is
 * 'stately': at most one run waits, so a send that would start a second chain (another process
 * starting, a retried run sending its next again) writes nothing. Every start sends a first run,
 * which likewise writes nothing while one waits, and otherwise restarts a chain that was lost (a
 * database restored without its jobs).
 */
import type { AppDeps } from '../../deps';

export interface RecurringJob {
  /** Between two runs. */
  everySeconds: number;
  /** A chain started by a start waits this long, so that the start itself is not slowed. */
  firstAfterSeconds: number;
  /** What the work is called in the error a stopping process leaves its run with. */
  what: string;
  run(signal: AbortSignal): Promise<void>;
}

type RecurringDeps = Pick<AppDeps, 'database' | 'jobs'>;

export function defineRecurringJob(deps: RecurringDeps, name: string, job: RecurringJob) {
  const sendRun = (afterSeconds: number) =>
    deps.database.db.transaction((tx) =>
      deps.jobs.send(tx, name, {}, { startAfter: new Date(Date.now() + afterSeconds * 1000) }),
    );
  deps.jobs.define<Record<string, never>>(name, {
    retryLimit: 3,
    concurrency: 1,
    policy: 'stately',
    handler: async (_data, attempt) => {
      await sendRun(job.everySeconds);
      await job.run(attempt.signal);
      // Given back by a stopping process: the rest is done when the job is taken again.
      if (attempt.signal.aborted) throw new Error(`stopped before the ${job.what} was done`);
    },
    onStart: () => sendRun(job.firstAfterSeconds),
  });
}
