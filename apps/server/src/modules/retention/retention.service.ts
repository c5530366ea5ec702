/**
 * What the retention job deletes, and how long past its end each kind is kept (decision 0043).
 * Only rows nobody can see and nothing reads once they have ended: the login record, the e-mail
 * outbox, analytics, exports, payments and everything else a member or an admin can look at stay.
 */
import type { AppDeps } from '../../deps';
import {
  type BatchDelete,
  deleteEndedRefreshTokens,
  deleteExpiredCaptchaSolutions,
  deleteExpiredCodes,
  deletePassedRateWindows,
} from './retention.queries';

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

/** Rows one statement deletes at most: short locks, and a run that a stop can end between two. */
export const RETENTION_BATCH = 5000;
/** Statements per kind and run: a backlog larger than this is worked off over the next runs. */
const MAX_BATCHES_PER_RUN = 200;

/** How long a rate-limit counter is kept past its window's start: longer than any rule's window. */
export const RATE_WINDOW_KEEP_SECONDS = DAY;

interface RetentionRule {
  what: string;
  /** How long past its end a row is kept. */
  keepSeconds: number;
  deleteBatch: BatchDelete;
}

export const RETENTION_RULES: readonly RetentionRule[] = [
  // Nothing reads them once ended (a refresh with one answers as with none); a week leaves time
  // to look into a report about a recent login from its address and browser.
  { what: 'ended refresh tokens', keepSeconds: 7 * DAY, deleteBatch: deleteEndedRefreshTokens },
  // For a day the member typing an old code is told it expired rather than that it is wrong.
  { what: 'expired one-time codes', keepSeconds: DAY, deleteBatch: deleteExpiredCodes },
  // The longest window is an hour: a counter deleted a day on was spent long ago.
  { what: 'passed rate-limit windows', keepSeconds: RATE_WINDOW_KEEP_SECONDS, deleteBatch: deletePassedRateWindows },
  // Its challenge is refused once expired whether or not the solution is remembered.
  { what: 'expired captcha solutions', keepSeconds: 0, deleteBatch: deleteExpiredCaptchaSolutions },
];

/** One run: every kind in batches, until none is left or the process stops. Answers what it deleted. */
export async function runRetention(deps: Pick<AppDeps, 'database'>, signal?: AbortSignal) {
  const deleted: Record<string, number> = {};
  for (const rule of RETENTION_RULES) {
    let total = 0;
    for (let batch = 0; batch < MAX_BATCHES_PER_RUN && !signal?.aborted; batch++) {
      const count = await rule.deleteBatch(deps.database.db, rule.keepSeconds, RETENTION_BATCH);
      total += count;
      if (count < RETENTION_BATCH) break;
    }
    deleted[rule.what] = total;
  }
  return deleted;
}
