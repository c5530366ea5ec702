/**
 * Retention of recordings (SESSION_RECORDING_DAYS): every hour, recordings whose last chunk is older
 * are deleted, files and rows, as a recurring job (decision 0043's chain).
 */
import type { AppDeps } from '../../deps';
import { defineRecurringJob } from '../jobs/recurring-job';
import { expiredRecordingIds } from './recordings.queries';
import { removeRecordings } from './recordings.service';

export const RECORDING_RETENTION_JOB = 'recording-retention';
const EVERY_SECONDS = 60 * 60;
const FIRST_AFTER_SECONDS = 5 * 60;
/** Recordings per batch: each is a folder of files to remove before its rows go. */
const BATCH = 100;
const MAX_BATCHES_PER_RUN = 100;
const DAY_MS = 24 * 60 * 60 * 1000;

/** One run; answers how many recordings it deleted. With recording off (0 days) nothing is kept. */
export async function runRecordingRetention(
  deps: Pick<AppDeps, 'database' | 'storage' | 'config'>,
  signal?: AbortSignal,
  now = new Date(),
) {
  const before = new Date(now.getTime() - deps.config.sessionRecordingDays * DAY_MS);
  let total = 0;
  for (let batch = 0; batch < MAX_BATCHES_PER_RUN && !signal?.aborted; batch++) {
    const ids = await expiredRecordingIds(deps.database.db, before, BATCH);
    total += await removeRecordings(deps, ids);
    if (ids.length < BATCH) break;
  }
  return total;
}

type Log = { info(obj: object, msg: string): void };

export function defineRecordingRetentionJob(deps: Pick<AppDeps, 'database' | 'jobs' | 'storage' | 'config'>, log: Log) {
  defineRecurringJob(deps, RECORDING_RETENTION_JOB, {
    everySeconds: EVERY_SECONDS,
    firstAfterSeconds: FIRST_AFTER_SECONDS,
    what: 'recording clean-up',
    run: async (signal) => {
      const deleted = await runRecordingRetention(deps, signal);
      if (deleted > 0) log.info({ deleted }, 'recording retention');
    },
  });
}
