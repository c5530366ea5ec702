/**
 * `POST /api/user/{user_id}/change-password`: the caller's own password needs the current one
 * (docs/decisions/0002); an admin may set another user's without it. Every session of that user
 * ends (DESIGN §1.5).
 */
import type { RouteParsed, userRoutes } from '@stockroom/contract';
import type { AppDeps } from '../../deps';
import { AppError, fieldError } from '../../errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { enforceRateLimits } from '../../lib/rate-limit';
import type { AuthContext } from '../../plugins/auth';
import { revokeAllSessions } from '../auth/sessions.service';
import { checkPasswordPolicy, limitKey } from './account-rules';
import { findPasswordHash, updateUserRow } from './users.queries';
import { visibleUser } from './users.service';

type PasswordDeps = Pick<AppDeps, 'config' | 'database' | 'limiter'>;
export type ChangePasswordInput = RouteParsed<typeof userRoutes.changePassword>['body'];

export async function changePassword(
  deps: PasswordDeps,
  caller: AuthContext,
  userId: string,
  input: ChangePasswordInput,
) {
  const db = deps.database.db;
  const user = await visibleUser(db, caller, userId);
  const own = caller.userId === userId;
  if (own) await checkCurrentPassword(deps, userId, input.current_password);
  checkPasswordPolicy(input.password, user.username);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    if (!(await updateUserRow(tx, userId, { password_hash: passwordHash }))) {
      throw new AppError('not_found', 'User not found');
    }
    await revokeAllSessions(tx, userId);
  });
  return {
    message: own
      ? 'Your password is changed. Please sign in again with your new password.'
      : 'The password is changed; the user is signed out everywhere.',
  };
}

/** Guessing the current password with a stolen token is limited; only that token's holder waits. */
async function checkCurrentPassword(deps: PasswordDeps, userId: string, current: string | undefined) {
  if (!current) throw fieldError('current_password', 'Enter your current password');
  await enforceRateLimits(deps.limiter, [
    { key: limitKey('change-password', 'user', userId), rule: deps.config.rateLimits.currentPasswordPerUser },
  ]);
  const hash = await findPasswordHash(deps.database.db, userId);
  if (!hash || !(await verifyPassword(hash, current))) {
    throw fieldError('current_password', 'The current password is not correct');
  }
}
