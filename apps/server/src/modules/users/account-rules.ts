/** Checks shared by sign-up, password reset and password change. */

import type { AppDeps } from '../../deps';
import { AppError, fieldError } from '../../errors';
import { passwordProblem } from '../../lib/passwords';

/** The policy beyond length (which the contract checks); a 400 naming the field. */
export function checkPasswordPolicy(password: string, username: string, path = 'password') {
  const problem = passwordProblem(password, username);
  if (problem) throw fieldError(path, problem, 'weak_password');
}

/** A captcha solution must be present and good; each is good once (DESIGN §1.6). */
export function requireCaptchaToken(token: string | undefined): string {
  if (!token) throw fieldError('captcha_token', 'Please complete the captcha', 'captcha_required');
  return token;
}

export async function verifyCaptcha(captcha: AppDeps['captcha'], token: string) {
  const result = await captcha.verify(token);
  if (!result.success) {
    throw fieldError(
      'captcha_token',
      'The captcha was not solved or has expired. Please complete it again.',
      'captcha_required',
    );
  }
}

export const usernameTakenError = () =>
  new AppError('conflict', 'That username is taken. Please choose another.', [
    { path: 'username', message: 'That username is taken' },
  ]);

/** Rate-limit keys use the lower-cased username, so changing case buys no extra attempts. */
export const limitKey = (scope: string, kind: 'ip' | 'user', value: string) =>
  `${scope}:${kind}:${kind === 'user' ? value.toLowerCase() : value}`;
