/**
 * Six-digit one-time codes for e-mail confirmation and password reset: crypto-random, stored only
 * as a keyed hash, 15 minutes of life and 5 tries, one live code per user and purpose.
 */
import { randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '@stockroom/db';
import { AppError } from '../../errors';
import type { TokenService } from '../../lib/tokens';
import { type CodePurpose, consumeCode, findCodeState, spendCodeTry, upsertCode } from './codes.queries';

export type { CodePurpose } from './codes.queries';

export const CODE_LIFE_SECONDS = 15 * 60;
export const CODE_MAX_TRIES = 5;

const newCode = () => randomInt(0, 1_000_000).toString().padStart(6, '0');

/** Makes (or replaces) the user's code for a purpose and answers it in clear, for the e-mail. */
export async function issueCode(db: Db, tokens: TokenService, userId: string, purpose: CodePurpose) {
  const code = newCode();
  await upsertCode(db, userId, purpose, tokens.keyedHash(code), CODE_LIFE_SECONDS);
  return code;
}

const invalidCode = (message: string) => new AppError('invalid_code', message, [{ path: 'code', message }]);

/** One message for a wrong code, an unknown user and a user with no code, so none of them tells. */
const WRONG = 'That code is not correct. Check the e-mail we sent you and try again.';

/**
 * Checks a code and spends a try on it; answers the user and the code's id for `useMatchedCode`,
 * which the caller runs in the transaction that acts on it. Throws `invalid_code` otherwise.
 */
export async function matchCode<U extends { id: string }>(
  db: Db,
  tokens: TokenService,
  user: U | null,
  purpose: CodePurpose,
  code: string,
): Promise<{ user: U; codeId: string }> {
  if (!user) throw invalidCode(WRONG);
  const userId = user.id;
  const spent = await spendCodeTry(db, userId, purpose, CODE_MAX_TRIES);
  if (!spent) {
    const state = await findCodeState(db, userId, purpose);
    if (state && state.attempts >= CODE_MAX_TRIES) {
      throw invalidCode('This code was tried too many times and no longer works. Please request a new code.');
    }
    if (state?.expired) throw invalidCode('This code has expired. Please request a new code.');
    throw invalidCode(WRONG);
  }
  const given = Buffer.from(tokens.keyedHash(code));
  const stored = Buffer.from(spent.code_hash);
  if (given.length !== stored.length || !timingSafeEqual(given, stored)) {
    if (spent.attempts >= CODE_MAX_TRIES) {
      throw invalidCode(
        'That code is not correct, and it has now been tried too many times. Please request a new code.',
      );
    }
    throw invalidCode(WRONG);
  }
  return { user, codeId: spent.id };
}

/** Deletes the matched code; a parallel request that used it first makes this one fail. */
export async function useMatchedCode(db: Db, codeId: string) {
  if (!(await consumeCode(db, codeId)))
    throw invalidCode('This code has already been used. Please request a new code.');
}
