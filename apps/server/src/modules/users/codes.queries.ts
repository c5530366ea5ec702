import { type Db, oneTimeCodes } from '@stockroom/db';
import { and, eq, lt, sql } from 'drizzle-orm';

export type CodePurpose = 'confirm-email' | 'password-reset';

/** One live code per user and purpose: a new one replaces the old, with a fresh life and tries. */
export const upsertCode = (db: Db, userId: string, purpose: CodePurpose, codeHash: string, lifeSeconds: number) =>
  db
    .insert(oneTimeCodes)
    .values({
      user_id: userId,
      purpose,
      code_hash: codeHash,
      attempts: 0,
      expires_at: sql`now() + make_interval(secs => ${lifeSeconds})`,
    })
    .onConflictDoUpdate({
      target: [oneTimeCodes.user_id, oneTimeCodes.purpose],
      set: {
        code_hash: codeHash,
        attempts: 0,
        expires_at: sql`now() + make_interval(secs => ${lifeSeconds})`,
        created_at: sql`now()`,
      },
    });

/**
 * Spends one try on a live, unexpired code that has tries left, in one statement so that parallel
 * guesses cannot exceed the limit. Null when there is no such code.
 */
export async function spendCodeTry(db: Db, userId: string, purpose: CodePurpose, maxTries: number) {
  const [row] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(
      and(
        eq(oneTimeCodes.user_id, userId),
        eq(oneTimeCodes.purpose, purpose),
        lt(oneTimeCodes.attempts, maxTries),
        sql`${oneTimeCodes.expires_at} > now()`,
      ),
    )
    .returning({ id: oneTimeCodes.id, code_hash: oneTimeCodes.code_hash, attempts: oneTimeCodes.attempts });
  return row ?? null;
}

/** Why no try could be spent: no code at all, an expired one, or one out of tries. */
export async function findCodeState(db: Db, userId: string, purpose: CodePurpose) {
  const [row] = await db
    .select({ attempts: oneTimeCodes.attempts, expired: sql<boolean>`${oneTimeCodes.expires_at} <= now()` })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.user_id, userId), eq(oneTimeCodes.purpose, purpose)));
  return row ?? null;
}

/** Deletes a code that was just matched; false when a parallel request used it first. */
export async function consumeCode(db: Db, id: string) {
  const rows = await db.delete(oneTimeCodes).where(eq(oneTimeCodes.id, id)).returning({ id: oneTimeCodes.id });
  return rows.length > 0;
}

export const deleteUserCodes = (db: Db, userId: string) =>
  db.delete(oneTimeCodes).where(eq(oneTimeCodes.user_id, userId));
