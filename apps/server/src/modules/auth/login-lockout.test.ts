import { mailOutbox } from '@stockroom/db';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_MEMBER, type TestApp } from '../../../test/build';
import { solveCaptcha } from '../../../test/captcha';
import { mailTo } from '../../../test/mail';

// The default rules: a captcha after 3 failures, one alert an hour, 100 attempts per address.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const MEMBER_ADDRESS = 'member@stockroom.local';
const ATTACKERS = ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4', '203.0.113.5'];

const login = (payload: object, remoteAddress = '198.51.100.7') =>
  t.app.inject({ method: 'POST', url: '/auth/v1/login', payload, remoteAddress });
const alertsTo = async (address: string) =>
  (await mailTo(t.database.db, address)).filter((m) => /failed attempts to log in/i.test(m.subject));
const outboxSize = async () => (await t.database.db.select({ n: count() }).from(mailOutbox))[0]?.n;

/** 50 wrong passwords from several addresses, with a solved captcha now and then: what each answered. */
async function attack(username: string) {
  const answers: { status: number; code: string }[] = [];
  for (let i = 0; i < 50; i++) {
    const captcha_token = i % 20 === 19 ? await solveCaptcha(t.app) : undefined;
    const res = await login({ username, password: `guess number ${i}`, captcha_token }, ATTACKERS[i % 5]);
    answers.push({ status: res.statusCode, code: res.json().code });
  }
  return answers;
}

describe('an attacker guessing a member password', () => {
  let answers: { status: number; code: string }[];
  beforeAll(async () => {
    answers = await attack(TEST_MEMBER.username);
  });

  it('gets wrong-password answers, then captcha demands, and never a 429', async () => {
    expect(answers.slice(0, 3)).toEqual(Array(3).fill({ status: 401, code: 'invalid_credentials' }));
    expect(answers.filter((a) => a.status === 429)).toEqual([]);
    const withoutCaptcha = answers.filter((_, i) => i >= 3 && i % 20 !== 19);
    expect(withoutCaptcha.every((a) => a.status === 400 && a.code === 'captcha_required')).toBe(true);
    // A solved captcha only buys a password check: the guesses stay wrong.
    expect([answers[19], answers[39]]).toEqual(Array(2).fill({ status: 401, code: 'invalid_credentials' }));
  });

  it('cannot keep the member out: the right password with a solved captcha logs in', async () => {
    const without = await login(TEST_MEMBER);
    expect(without.statusCode).toBe(400);
    expect(without.json().code).toBe('captcha_required');

    const res = await login({ ...TEST_MEMBER, captcha_token: await solveCaptcha(t.app) });
    expect(res.statusCode).toBe(200);
    expect(res.json().access_token).toEqual(expect.any(String));
  });

  it('e-mails the member once, saying how often and what to do', async () => {
    const alerts = await alertsTo(MEMBER_ADDRESS);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.text_body).toMatch(/tried to log in to your Stockroom account \(member\) 3 times/);
    expect(alerts[0]?.text_body).toMatch(/if it was not you, change your password at http:\/\/\S+\/my-account/i);
    expect(alerts[0]?.text_body).toContain('203.0.113.');
  });

  it('sends no second e-mail within the hour, however many more failures', async () => {
    for (let i = 0; i < 3; i++) expect((await login({ ...TEST_MEMBER, password: 'wrong again' })).statusCode).toBe(401);
    expect((await login({ ...TEST_MEMBER, password: 'wrong again' })).json().code).toBe('captcha_required');
    expect(await alertsTo(MEMBER_ADDRESS)).toHaveLength(1);
  });

  it('answers an unknown username exactly as a member, and e-mails nobody', async () => {
    const before = await outboxSize();
    expect(await attack('no-such-member')).toEqual(answers);
    expect(await outboxSize()).toBe(before);
  });
});
