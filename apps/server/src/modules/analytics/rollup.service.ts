import type { AppDeps } from '../../deps';
import { batchEnd, holdEventWriters, isLockTimeout, readWatermark, rollUpRange } from './rollup.queries';

/** Events per transaction: bounds how long writers wait and how much one transaction locks. */
export const ROLLUP_BATCH = 5000;
const MAX_BATCHES_PER_RUN = 200;

/** Rolls up events past the watermark, a batch per transaction, until none is left. Answers how many batches ran. */
export async function runRollup(deps: Pick<AppDeps, 'database'>, signal?: AbortSignal, batch = ROLLUP_BATCH) {
  let batches = 0;
  while (batches < MAX_BATCHES_PER_RUN && !signal?.aborted) {
    const moved = await deps.database.db
      .transaction(async (tx) => {
        await holdEventWriters(tx);
        const after = await readWatermark(tx);
        const upTo = await batchEnd(tx, after, batch);
        if (upTo === null) return false;
        await rollUpRange(tx, after, upTo);
        return true;
      })
      .catch((error: unknown) => {
        // Nothing was written: the reads keep counting those events raw until a later run.
        if (isLockTimeout(error)) return false;
        throw error;
      });
    if (!moved) break;
    batches++;
  }
  return batches;
}
