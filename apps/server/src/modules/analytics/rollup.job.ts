/** The rollup as a recurring job, one chain however many processes start (decisions 0043, 0045). */
import type { AppDeps } from '../../deps';
import { defineRecurringJob } from '../jobs/recurring-job';
import { runRollup } from './rollup.service';

export const ROLLUP_JOB = 'event-rollup';
/** Between two runs: reads add the raw events past the watermark, so this bounds their cost, not their freshness. */
export const ROLLUP_EVERY_SECONDS = 60;
const ROLLUP_FIRST_AFTER_SECONDS = 60;

export function defineRollupJob(deps: Pick<AppDeps, 'database' | 'jobs'>) {
  defineRecurringJob(deps, ROLLUP_JOB, {
    everySeconds: ROLLUP_EVERY_SECONDS,
    firstAfterSeconds: ROLLUP_FIRST_AFTER_SECONDS,
    what: 'rollup',
    run: async (signal) => {
      await runRollup(deps, signal);
    },
  });
}
