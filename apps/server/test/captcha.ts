import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance } from 'fastify';

/**
 * Fetches a challenge from the app and solves it as the browser widget does, answering the
 * widget's payload: a captcha token good for one sign-up or password-reset request.
 */
export async function solveCaptcha(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/auth/v1/captcha-challenge' });
  if (res.statusCode !== 200) throw new Error(`captcha challenge answered ${res.statusCode}`);
  const challenge = res.json() as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('no captcha solution found');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
