/**
 * Failed logins per username (DESIGN §1.6, decision 0030). However many there are, they never
 * refuse the right password: past a threshold a login must also carry a solved captcha, and the
 * account's owner is e-mailed. Counters are keyed on the lower-cased name so that changing case
 * buys nothing, and kept for unknown names too, so that the answers do not tell who exists.
 */

import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { failedLoginsEmail } from './login-alert-email';

type FailureDeps = Pick<AppDeps, 'config' | 'limiter' | 'captcha' | 'mailer'>;

interface Account {
  username: string;
  first_name: string;
  email_address: string;
}

const failuresKey = (username: string) => `login-fail:${username.toLowerCase()}`;
const alertKey = (username: string) => `login-alert:${username.toLowerCase()}`;

/** Past the threshold, only a solved captcha (used up here, whatever the password) lets a login through. */
export async function requireCaptchaAfterFailures(deps: FailureDeps, username: string, captchaToken?: string) {
  const rule = deps.config.rateLimits.loginFailuresBeforeCaptcha;
  if ((await deps.limiter.peek(failuresKey(username), rule)) < rule.limit) return;
  if (!captchaToken) {
    throw new AppError(
      'captcha_required',
      'Too many failed attempts to log in with this username. Please complete the captcha and try again.',
    );
  }
  const result = await deps.captcha.verify(captchaToken);
  if (!result.success) {
    throw new AppError('captcha_required', 'The captcha was not solved or has expired. Please complete it again.');
  }
}

/** Counts a wrong password; at the threshold, tells the account's owner (at most once per alert window). */
export async function recordFailedLogin(deps: FailureDeps, username: string, account: Account | null, ip: string) {
  const { loginFailuresBeforeCaptcha: rule, loginFailureAlert } = deps.config.rateLimits;
  await deps.limiter.hit(failuresKey(username), rule);
  const failures = await deps.limiter.peek(failuresKey(username), rule);
  if (failures < rule.limit) return;
  // The gate is counted for unknown names as well; only the outbox row tells them apart.
  const gate = await deps.limiter.hit(alertKey(username), loginFailureAlert);
  if (gate.allowed && account?.email_address) {
    await deps.mailer.send(failedLoginsEmail(account, failures, ip, deps.config.publicBaseUrl));
  }
}

/** The password was right, so the failures before it were the owner's own typos. */
export const forgetFailedLogins = (deps: FailureDeps, username: string) => deps.limiter.reset(failuresKey(username));
