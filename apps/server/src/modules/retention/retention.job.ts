/** The retention clean-up: every hour, what has outlived its use is deleted (a recurring job). */
import type { AppDeps } from '../../deps';
import { defineRecurringJob } from '../jobs/recurring-job';
import { runRetention } from './retention.service';

export const RETENTION_JOB = 'retention';
/** Between two runs. */
export const RETENTION_EVERY_SECONDS = 60 * 60;
/** A chain started by a start waits this long, so that the start itself is not slowed by deletes. */
export const RETENTION_FIRST_AFTER_SECONDS = 5 * 60;

type Log = { info(obj: object, msg: string): void };

export function defineRetentionJob(deps: Pick<AppDeps, 'database' | 'jobs'>, log: Log) {
  defineRecurringJob(deps, RETENTION_JOB, {
    everySeconds: RETENTION_EVERY_SECONDS,
    firstAfterSeconds: RETENTION_FIRST_AFTER_SECONDS,
    what: 'clean-up',
    run: async (signal) => {
      const deleted = await runRetention(deps, signal);
      if (Object.values(deleted).some((count) => count > 0)) log.info({ deleted }, 'retention clean-up');
    },
  });
}
