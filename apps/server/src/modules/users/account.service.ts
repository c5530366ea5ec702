/**
 * E-mail confirmation and password reset (DESIGN §1.4, §1.5): rate-limited per username and
 * address, one-time codes, and answers that do not tell whether a username exists.
 */
import { MEMBERSHIP, type RouteParsed, type userRoutes } from '@stockroom/contract';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { hashPassword } from '../../lib/passwords';
import { enforceRateLimits } from '../../lib/rate-limit';
import { revokeAllSessions } from '../auth/sessions.service';
import { checkPasswordPolicy, limitKey, requireCaptchaToken, verifyCaptcha } from './account-rules';
import { issueCode, matchCode, useMatchedCode } from './codes.service';
import { accountWaitingEmail, passwordResetEmail } from './emails';
import { adminAddresses, findUserByUsername, updateUserRow } from './users.queries';

type AccountDeps = Pick<AppDeps, 'config' | 'database' | 'tokens' | 'limiter' | 'mailer' | 'captcha'>;
type Body<K extends keyof typeof userRoutes> = RouteParsed<(typeof userRoutes)[K]>['body'];

/** The one answer to a reset request, whether or not the username exists. */
export const RESET_CODE_SENT =
  'If an account with that username exists, we have e-mailed a password reset code to its address. The code works for 15 minutes.';

export async function confirmEmail(deps: AccountDeps, input: Body<'confirmEmail'>, ip: string) {
  const { rateLimits } = deps.config;
  await enforceRateLimits(deps.limiter, [
    { key: limitKey('confirm', 'user', input.username), rule: rateLimits.confirmPerUsername },
    { key: limitKey('confirm', 'ip', ip), rule: rateLimits.confirmPerAddress },
  ]);
  const db = deps.database.db;
  const user = await findUserByUsername(db, input.username);
  if (user && user.membership_status !== MEMBERSHIP['email-pending']) throw alreadyConfirmed();
  const { user: confirmed, codeId } = await matchCode(db, deps.tokens, user, 'confirm-email', input.code);
  await db.transaction(async (tx) => {
    await useMatchedCode(tx, codeId);
    const moved = await updateUserRow(
      tx,
      confirmed.id,
      { membership_status: MEMBERSHIP['waiting-for-approval'], email_confirmed: true },
      MEMBERSHIP['email-pending'],
    );
    if (!moved) throw alreadyConfirmed();
  });
  // After the commit: admins hear only of confirmations that happened.
  for (const admin of await adminAddresses(db)) {
    await deps.mailer.send(accountWaitingEmail(admin, confirmed, deps.config.publicBaseUrl));
  }
  return {
    message:
      'Thank you: your e-mail address is confirmed. An administrator will review your account; we will e-mail you when it is approved.',
  };
}

const alreadyConfirmed = () =>
  new AppError('bad_request', 'This account is already confirmed. You can sign in, or wait for approval.');

export async function sendPasswordResetCode(deps: AccountDeps, input: Body<'sendPasswordResetCode'>, ip: string) {
  const token = requireCaptchaToken(input.captcha_token);
  const { rateLimits } = deps.config;
  await enforceRateLimits(deps.limiter, [
    { key: limitKey('reset', 'user', input.username), rule: rateLimits.resetPerUsername },
    { key: limitKey('reset', 'ip', ip), rule: rateLimits.resetPerAddress },
  ]);
  await verifyCaptcha(deps.captcha, token);
  const db = deps.database.db;
  const user = await findUserByUsername(db, input.username);
  if (user?.email_address) {
    const code = await issueCode(db, deps.tokens, user.id, 'password-reset');
    await deps.mailer.send(passwordResetEmail(user, code, deps.config.publicBaseUrl));
  }
  return RESET_CODE_SENT;
}

export async function confirmPasswordReset(deps: AccountDeps, input: Body<'confirmPasswordReset'>, ip: string) {
  const { rateLimits } = deps.config;
  await enforceRateLimits(deps.limiter, [
    { key: limitKey('reset-confirm', 'user', input.username), rule: rateLimits.confirmPerUsername },
    { key: limitKey('reset-confirm', 'ip', ip), rule: rateLimits.confirmPerAddress },
  ]);
  // Checked before the code, so that a weak password does not spend one of its tries.
  checkPasswordPolicy(input.password, input.username);
  const db = deps.database.db;
  const user = await findUserByUsername(db, input.username);
  const { user: owner, codeId } = await matchCode(db, deps.tokens, user, 'password-reset', input.code);
  const userId = owner.id;
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await useMatchedCode(tx, codeId);
    await updateUserRow(tx, userId, { password_hash: passwordHash });
    // Whoever knew the old password is signed out everywhere (DESIGN §1.5).
    await revokeAllSessions(tx, userId);
  });
  return { message: 'Your password is changed. Sign in with your new password.' };
}
