/**
 * The rollup as a chain of jobs, like retention (decisions 0037, 0043): each run first writes the
 * next, then rolls up. The 'stately' queue keeps at most one run waiting, so however many processes
 * start there is one chain; a start sends a first run, which restarts a chain that was lost.
 */
import type { AppDeps } from '../../deps';
import { runRollup } from './rollup.service';

export const ROLLUP_JOB = 'event-rollup';
/** Between two runs: reads add the raw events past the watermark, so this bounds their cost, not their freshness. */
export const ROLLUP_EVERY_SECONDS = 60;
const ROLLUP_FIRST_AFTER_SECONDS = 60;

type RollupDeps = Pick<AppDeps, 'database' | 'jobs'>;

const sendRun = (deps: RollupDeps, afterSeconds: number) =>
  deps.database.db.transaction((tx) =>
    deps.jobs.send(tx, ROLLUP_JOB, {}, { startAfter: new Date(Date.now() + afterSeconds * 1000) }),
  );

export function defineRollupJob(deps: RollupDeps) {
  deps.jobs.define<Record<string, never>>(ROLLUP_JOB, {
    retryLimit: 3,
    concurrency: 1,
    policy: 'stately',
    handler: async (_data, attempt) => {
      await sendRun(deps, ROLLUP_EVERY_SECONDS);
      await runRollup(deps, attempt.signal);
      if (attempt.signal.aborted) throw new Error('stopped before the rollup was done');
    },
    onStart: () => sendRun(deps, ROLLUP_FIRST_AFTER_SECONDS),
  });
}
