/**
 * Bounded deletes of rows past their use (decision 0043): each statement removes at most `limit`
 * rows, so that a run never holds many locks for long. The condition is checked again on the rows
 * deleted, so that a row brought back to life meanwhile (a rate-limit window restarted) is kept.
 */
import { captchaReplay, type Db, oneTimeCodes, rateLimits, sessions } from '@stockroom/db';
import { and, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/** Deletes at most `limit` rows kept `keepSeconds` past their end; answers how many it deleted. */
export type BatchDelete = (db: Db, keepSeconds: number, limit: number) => Promise<number>;

const ago = (seconds: number) => sql`now() - make_interval(secs => ${seconds})`;

async function deleteBatch(db: Db, table: PgTable, key: PgColumn, due: SQL, limit: number) {
  const batch = db.select({ key }).from(table).where(due).limit(limit);
  const rows = await db
    .delete(table)
    .where(and(inArray(key, batch), due))
    .returning({ key });
  return rows.length;
}

/** Refresh tokens that expired or were revoked (a logout, a password change). */
export const deleteEndedRefreshTokens: BatchDelete = (db, keepSeconds, limit) =>
  deleteBatch(
    db,
    sessions,
    sessions.id,
    or(lt(sessions.expires_at, ago(keepSeconds)), lt(sessions.revoked_at, ago(keepSeconds))) as SQL,
    limit,
  );

/** Confirmation and reset codes that expired unused (a used code is deleted when it is used). */
export const deleteExpiredCodes: BatchDelete = (db, keepSeconds, limit) =>
  deleteBatch(db, oneTimeCodes, oneTimeCodes.id, lt(oneTimeCodes.expires_at, ago(keepSeconds)), limit);

/** Rate-limit counters whose window started this long ago: a hit would start them over anyway. */
export const deletePassedRateWindows: BatchDelete = (db, keepSeconds, limit) =>
  deleteBatch(db, rateLimits, rateLimits.key, lt(rateLimits.window_start, ago(keepSeconds)), limit);

/** Captcha solutions whose challenge has expired: a replay of them fails on its own. */
export const deleteExpiredCaptchaSolutions: BatchDelete = (db, keepSeconds, limit) =>
  deleteBatch(db, captchaReplay, captchaReplay.signature, lt(captchaReplay.expires_at, ago(keepSeconds)), limit);
