/**
 * Log-in rules (DESIGN §1.2, §1.5, §1.6, decision 0030): a rate limit per address, a captcha after
 * repeated failures for a username, one answer for "no such user" and "wrong password", and a
 * refusal of its own for each membership status that may not log in yet.
 */
import { type ErrorCode, type LoginRequest, MEMBERSHIP } from '@stockroom/contract';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords';
import { enforceRateLimits } from '../../lib/rate-limit';
import { findLoginUser } from './auth.queries';
import { forgetFailedLogins, recordFailedLogin, requireCaptchaAfterFailures } from './login-failures';
import { type ClientMeta, refreshAccess, startSession } from './sessions.service';

type AuthDeps = Pick<AppDeps, 'config' | 'database' | 'tokens' | 'limiter' | 'captcha' | 'mailer' | 'events'>;

/** Why a correct password still does not let a non-admin in, by membership status. */
const REFUSALS: Record<number, [ErrorCode, string]> = {
  [MEMBERSHIP['email-pending']]: [
    'email_pending',
    'Your e-mail address is not confirmed yet. Confirm it with the code we e-mailed to you, then log in.',
  ],
  [MEMBERSHIP['waiting-for-approval']]: [
    'waiting_for_approval',
    "Your account is waiting for an administrator's approval. We will e-mail you when it is approved.",
  ],
  [MEMBERSHIP.denied]: [
    'account_denied',
    'Your account request was denied. Contact an administrator if you think this is a mistake.',
  ],
};

function refuseInactive(membershipStatus: number) {
  const [code, message] = REFUSALS[membershipStatus] ?? ['forbidden', 'Your account is not active'];
  throw new AppError(code, message);
}

const wrongCredentials = () => new AppError('invalid_credentials', 'Wrong username or password');

export async function login(deps: AuthDeps, input: LoginRequest, meta: ClientMeta) {
  // Only the address is refused outright: a count per username would let anyone lock its owner out.
  await enforceRateLimits(deps.limiter, [{ key: `login:ip:${meta.ip}`, rule: deps.config.rateLimits.loginPerAddress }]);
  await requireCaptchaAfterFailures(deps, input.username, input.captcha_token);

  const db = deps.database.db;
  const user = await findLoginUser(db, input.username);
  // An unknown user costs the same hash check as a known one, so timing does not tell them apart.
  const passwordOk = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), input.password);
  if (!user || !passwordOk) {
    await recordFailedLogin(deps, input.username, user, meta.ip);
    throw wrongCredentials();
  }
  await forgetFailedLogins(deps, input.username);
  // Admins log in whatever their status, so that nobody can lock the administration out.
  if (!user.is_admin && user.membership_status !== MEMBERSHIP.active) refuseInactive(user.membership_status);

  const { access_token, refresh_token } = await startSession(db, deps.tokens, user, meta);
  deps.events.record({ kind: 'login', userId: user.id });
  return { access_token, refresh_token };
}

export async function refresh(deps: AuthDeps, input: { username: string; refresh_token: string }, ip: string) {
  await enforceRateLimits(deps.limiter, [{ key: `refresh:ip:${ip}`, rule: deps.config.rateLimits.refreshPerAddress }]);
  return refreshAccess(deps.database.db, deps.tokens, input.username, input.refresh_token);
}
