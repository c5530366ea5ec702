/**
 * Sign-in rules (DESIGN §1.2, §1.5, §1.6): rate limits per address and per username, a captcha after
 * repeated failures, one answer for "no such user" and "wrong password", and a refusal of its own for
 * each membership status that may not sign in yet.
 */
import { type ErrorCode, type LoginRequest, MEMBERSHIP } from '@stockroom/contract';
import { AppError } from '../../errors';
import type { AppDeps } from '../../lib/deps';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords';
import { enforceRateLimits } from '../../lib/rate-limit';
import { findLoginUser } from './auth.queries';
import { type ClientMeta, refreshAccess, startSession } from './sessions.service';

type AuthDeps = Pick<AppDeps, 'config' | 'database' | 'tokens' | 'limiter' | 'captcha'>;

/** Counters are keyed on the lower-cased name so that changing case buys no extra attempts. */
const limitKeys = (username: string, ip: string) => {
  const name = username.toLowerCase();
  return { address: `login:ip:${ip}`, username: `login:user:${name}`, failures: `login-fail:${name}` };
};

/** Why a correct password still does not let a non-admin in, by membership status. */
const REFUSALS: Record<number, [ErrorCode, string]> = {
  [MEMBERSHIP['email-pending']]: [
    'email_pending',
    'Your e-mail address is not confirmed yet. Confirm it with the code we e-mailed to you, then sign in.',
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

/** After repeated failures for a username, only a solved captcha lets another attempt through. */
async function checkCaptcha(deps: AuthDeps, failuresKey: string, captchaToken: string | undefined) {
  const rule = deps.config.rateLimits.loginFailuresBeforeCaptcha;
  const failures = await deps.limiter.peek(failuresKey, rule);
  if (failures < rule.limit) return;
  if (!captchaToken) {
    throw new AppError(
      'captcha_required',
      'Too many failed sign-in attempts for this username. Please complete the captcha and try again.',
    );
  }
  const result = await deps.captcha.verify(captchaToken);
  if (!result.success) {
    throw new AppError('captcha_required', 'The captcha was not solved or has expired. Please complete it again.');
  }
}

export async function login(deps: AuthDeps, input: LoginRequest, meta: ClientMeta) {
  const { rateLimits } = deps.config;
  const keys = limitKeys(input.username, meta.ip);
  await enforceRateLimits(deps.limiter, [
    { key: keys.address, rule: rateLimits.loginPerAddress },
    { key: keys.username, rule: rateLimits.loginPerUsername },
  ]);
  await checkCaptcha(deps, keys.failures, input.captcha_token);

  const db = deps.database.db;
  const user = await findLoginUser(db, input.username);
  // An unknown user costs the same hash check as a known one, so timing does not tell them apart.
  const passwordOk = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), input.password);
  if (!user || !passwordOk) {
    await deps.limiter.hit(keys.failures, rateLimits.loginFailuresBeforeCaptcha);
    throw wrongCredentials();
  }
  // The password was right, so the failures before it were the user's own typos.
  await deps.limiter.reset(keys.failures);
  // Admins sign in whatever their status, so that nobody can lock the administration out.
  if (!user.is_admin && user.membership_status !== MEMBERSHIP.active) refuseInactive(user.membership_status);

  const { access_token, refresh_token } = await startSession(db, deps.tokens, user, meta);
  return { access_token, refresh_token };
}

export async function refresh(deps: AuthDeps, input: { username: string; refresh_token: string }, ip: string) {
  await enforceRateLimits(deps.limiter, [{ key: `refresh:ip:${ip}`, rule: deps.config.rateLimits.refreshPerAddress }]);
  return refreshAccess(deps.database.db, deps.tokens, input.username, input.refresh_token);
}
