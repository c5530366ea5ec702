import { mailOutbox, oneTimeCodes, users } from '@stockroom/db';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build';
import { solveCaptcha } from '../../../test/captcha';
import { codeMailedTo, mailTo } from '../../../test/mail';
import { DEFAULT_RATE_LIMITS } from '../../config';
import { verifyPassword } from '../../lib/passwords';
import { RESET_CODE_SENT } from './account.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    rateLimits: { ...DEFAULT_RATE_LIMITS, resetPerUsername: { limit: 3, windowSeconds: 3600 } },
  });
});
afterAll(() => t.close());

const NEW_PASSWORD = 'a brand new secret';
const account = (username: string) =>
  createAccount(t.database.db, { username, password: 'old password 123', email_address: `${username}@example.com` });
const askForCode = async (username: string, remoteAddress?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/send-password-reset-code',
    payload: { username, captcha_token: await solveCaptcha(t.app) },
    ...(remoteAddress && { remoteAddress }),
  });
const reset = (username: string, code: string, password = NEW_PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/confirm-password-reset', payload: { username, code, password } });
const outboxSize = async () => (await t.database.db.select({ n: count() }).from(mailOutbox))[0]?.n;
const hashOf = async (id: string) =>
  (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!.password_hash;

describe('password reset', () => {
  it('sets the new password and signs the user out everywhere', async () => {
    const id = await account('forgetful');
    const old = await t.sessionFor('forgetful');
    const asked = await askForCode('forgetful');
    expect(asked.statusCode).toBe(200);
    expect(asked.headers['content-type']).toMatch(/^text\/plain/);
    expect(asked.body).toBe(RESET_CODE_SENT);
    const code = await codeMailedTo(t.database.db, 'forgetful@example.com');

    const res = await reset('forgetful', code);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/password/i);
    expect(await verifyPassword(await hashOf(id), NEW_PASSWORD)).toBe(true);
    expect(await t.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.user_id, id))).toEqual([]);
    const stale = await t.app.inject({ method: 'GET', url: '/api/user', headers: old.headers });
    expect(stale.statusCode).toBe(401);
    expect((await reset('forgetful', code)).statusCode).toBe(400);
  });

  it('gives the same answer for an unknown username and e-mails nobody', async () => {
    const before = await outboxSize();
    const res = await askForCode('no-such-user');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(RESET_CODE_SENT);
    expect(await outboxSize()).toBe(before);
  });

  it('requires a solved captcha', async () => {
    await account('captchaless');
    for (const payload of [{ username: 'captchaless' }, { username: 'captchaless', captcha_token: 'junk' }]) {
      const res = await t.app.inject({ method: 'POST', url: '/send-password-reset-code', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'captcha_required', issues: [{ path: 'captcha_token' }] });
    }
    expect(await mailTo(t.database.db, 'captchaless@example.com')).toEqual([]);
  });

  it('replaces an earlier code with a new one', async () => {
    await account('twice');
    await askForCode('twice');
    const first = await codeMailedTo(t.database.db, 'twice@example.com');
    await askForCode('twice');
    const second = await codeMailedTo(t.database.db, 'twice@example.com');
    if (first !== second) expect((await reset('twice', first)).json().code).toBe('invalid_code');
    expect((await reset('twice', second)).statusCode).toBe(200);
  });

  it('refuses a weak password naming it, without spending a try', async () => {
    const id = await account('weakreset');
    await askForCode('weakreset');
    const code = await codeMailedTo(t.database.db, 'weakreset@example.com');
    const weak = await reset('weakreset', code, '1234567890');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ code: 'weak_password', issues: [{ path: 'password' }] });
    const short = await reset('weakreset', code, 'short');
    expect(short.json().message).toContain('Invalid Body parameter password');
    expect((await t.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.user_id, id)))[0]?.attempts).toBe(0);
  });

  it('refuses expired and worn-out codes, and unknown users, with invalid_code', async () => {
    const id = await account('unlucky');
    await askForCode('unlucky');
    const code = await codeMailedTo(t.database.db, 'unlucky@example.com');
    await t.database.db
      .update(oneTimeCodes)
      .set({ expires_at: sql`now() - interval '1 minute'` })
      .where(eq(oneTimeCodes.user_id, id));
    expect((await reset('unlucky', code)).json()).toMatchObject({
      code: 'invalid_code',
      message: expect.stringMatching(/expired/),
    });

    await askForCode('unlucky');
    const fresh = await codeMailedTo(t.database.db, 'unlucky@example.com');
    const wrong = String((Number(fresh) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) expect((await reset('unlucky', wrong)).statusCode).toBe(400);
    expect((await reset('unlucky', fresh)).json().message).toMatch(/request a new code/);
    expect(await verifyPassword(await hashOf(id), 'old password 123')).toBe(true);

    expect((await reset('ghost', '123456')).json()).toMatchObject({ code: 'invalid_code' });
  });

  it('limits code requests per username with 429', async () => {
    await account('spammed');
    const statuses = [];
    // Different addresses, so only the per-username limit (3 in this file) applies.
    for (let i = 0; i < 4; i++) statuses.push((await askForCode('spammed', `10.1.0.${i + 1}`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await mailTo(t.database.db, 'spammed@example.com')).toHaveLength(3);
  });
});
