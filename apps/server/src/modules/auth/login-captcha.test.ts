import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build';
import { DEFAULT_RATE_LIMITS } from '../../config';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    rateLimits: { ...DEFAULT_RATE_LIMITS, loginFailuresBeforeCaptcha: { limit: 2, windowSeconds: 60 } },
  });
  await createAccount(t.database.db, { username: 'forgetful', password: PASSWORD });
});
afterAll(() => t.close());

const PASSWORD = 'a long enough password 42';

const login = (payload: object) => t.app.inject({ method: 'POST', url: '/auth/v1/login', payload });

/** Fetches a challenge and solves it as the browser widget does, packed as the widget's payload. */
async function solvedCaptcha() {
  const res = await t.app.inject({ method: 'GET', url: '/auth/v1/captcha-challenge' });
  const challenge = res.json() as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('no solution found');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

async function failTwice(username: string) {
  for (let i = 0; i < 2; i++) expect((await login({ username, password: 'not the password' })).statusCode).toBe(401);
}

describe('login captcha after repeated failures', () => {
  it('asks for a captcha once a username has failed too often, even with the right password', async () => {
    await failTwice('forgetful');
    const res = await login({ username: 'forgetful', password: PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('captcha_required');
    expect(res.json().message).toMatch(/captcha/i);
  });

  it('refuses a captcha token that was not solved', async () => {
    const res = await login({ username: 'FORGETFUL', password: PASSWORD, captcha_token: 'not a solution' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('captcha_required');
  });

  it('lets the user in with a solved captcha, after which no captcha is needed', async () => {
    const res = await login({ username: 'forgetful', password: PASSWORD, captcha_token: await solvedCaptcha() });
    expect(res.statusCode).toBe(200);
    expect(res.json().access_token).toEqual(expect.any(String));
    expect((await login({ username: 'forgetful', password: PASSWORD })).statusCode).toBe(200);
  });

  it('uses a captcha solution up, even when the password was wrong', async () => {
    await failTwice('forgetful');
    const captcha_token = await solvedCaptcha();
    expect((await login({ username: 'forgetful', password: 'still wrong', captcha_token })).statusCode).toBe(401);
    const again = await login({ username: 'forgetful', password: PASSWORD, captcha_token });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('captcha_required');
  });

  it('asks for a captcha for unknown usernames too, so that it does not tell who exists', async () => {
    await failTwice('nobody-at-all');
    const res = await login({ username: 'nobody-at-all', password: 'anything at all' });
    expect(res.json().code).toBe('captcha_required');
  });

  it('does not ask other usernames for a captcha', async () => {
    expect((await login({ username: 'member', password: 'stockroom-member' })).statusCode).toBe(200);
  });
});
