import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build';
import { solveCaptcha } from '../../../test/captcha';
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

async function failTwice(username: string) {
  for (let i = 0; i < 2; i++) expect((await login({ username, password: 'not the password' })).statusCode).toBe(401);
}

async function expectCaptchaRequired(payload: object) {
  const res = await login(payload);
  expect(res.statusCode).toBe(400);
  expect(res.json().code).toBe('captcha_required');
  expect(res.json().message).toMatch(/captcha/i);
}

describe('login captcha after repeated failures', () => {
  it('asks for a captcha once a username has failed too often, even with the right password', async () => {
    await failTwice('forgetful');
    await expectCaptchaRequired({ username: 'forgetful', password: PASSWORD });
  });

  it('refuses a captcha token that was not solved', async () => {
    await expectCaptchaRequired({ username: 'FORGETFUL', password: PASSWORD, captcha_token: 'not a solution' });
  });

  it('lets the user in with a solved captcha, after which no captcha is needed', async () => {
    const res = await login({ username: 'forgetful', password: PASSWORD, captcha_token: await solveCaptcha(t.app) });
    expect(res.statusCode).toBe(200);
    expect(res.json().access_token).toEqual(expect.any(String));
    expect((await login({ username: 'forgetful', password: PASSWORD })).statusCode).toBe(200);
  });

  it('treats a wrong password with a solved captcha as a wrong password, and asks for a captcha again', async () => {
    await failTwice('forgetful');
    const wrong = await login({
      username: 'forgetful',
      password: 'still wrong',
      captcha_token: await solveCaptcha(t.app),
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('invalid_credentials');
    await expectCaptchaRequired({ username: 'forgetful', password: PASSWORD });
  });

  it('uses a captcha solution up, even when the password was wrong', async () => {
    const captcha_token = await solveCaptcha(t.app);
    expect((await login({ username: 'forgetful', password: 'still wrong', captcha_token })).statusCode).toBe(401);
    await expectCaptchaRequired({ username: 'forgetful', password: PASSWORD, captcha_token });
  });

  it('keeps asking for a captcha, never refusing with 429, however often the username is tried', async () => {
    for (let i = 0; i < 30; i++) await expectCaptchaRequired({ username: 'forgetful', password: `guess ${i}` });
    const res = await login({ username: 'forgetful', password: PASSWORD, captcha_token: await solveCaptcha(t.app) });
    expect(res.statusCode).toBe(200);
  });

  it('asks for a captcha for unknown usernames too, so that it does not tell who exists', async () => {
    await failTwice('nobody-at-all');
    await expectCaptchaRequired({ username: 'nobody-at-all', password: 'anything at all' });
  });

  it('does not ask other usernames for a captcha', async () => {
    expect((await login({ username: 'member', password: 'stockroom-member' })).statusCode).toBe(200);
  });
});
