import { oneTimeCodes, users } from '@stockroom/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build';
import { codeMailedTo, mailTo } from '../../../test/mail';
import { DEFAULT_RATE_LIMITS } from '../../config';

let t: TestApp;
let adminHeaders: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp({
    rateLimits: { ...DEFAULT_RATE_LIMITS, confirmPerUsername: { limit: 12, windowSeconds: 900 } },
  });
  adminHeaders = (await t.sessionFor('admin')).headers;
});
afterAll(() => t.close());

/** An email-pending account, as an admin creates it (no captcha needed), and its mailed code. */
async function pendingAccount(username: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/user',
    headers: adminHeaders,
    payload: { username, password: 'correct horse battery', email_address: `${username}@example.com` },
  });
  expect(res.statusCode).toBe(201);
  return { id: res.json().id as string, code: await codeMailedTo(t.database.db, `${username}@example.com`) };
}
const confirm = (username: string, code: string, remoteAddress?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/confirm-email',
    payload: { username, code },
    ...(remoteAddress && { remoteAddress }),
  });
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const statusOf = async (id: string) =>
  (await t.database.db.select().from(users).where(eq(users.id, id)))[0]?.membership_status;

describe('e-mail confirmation', () => {
  it('accepts the code in any case of the username, once', async () => {
    const { id, code } = await pendingAccount('casey');
    expect((await confirm('CASEY', code)).statusCode).toBe(200);
    expect(await statusOf(id)).toBe(2);
    expect(await t.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.user_id, id))).toEqual([]);
    const again = await confirm('casey', code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'bad_request', message: expect.stringMatching(/already confirmed/) });
  });

  it('refuses a wrong code and counts the try', async () => {
    const { id, code } = await pendingAccount('wrongful');
    const res = await confirm('wrongful', otherCode(code));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_code', issues: [{ path: 'code' }] });
    expect((await t.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.user_id, id)))[0]?.attempts).toBe(1);
    expect(await statusOf(id)).toBe(0);
    expect((await confirm('wrongful', code)).statusCode).toBe(200);
  });

  it('kills the code after five wrong tries, even for the right code', async () => {
    const { id, code } = await pendingAccount('guesser');
    for (let i = 0; i < 5; i++) expect((await confirm('guesser', otherCode(code))).statusCode).toBe(400);
    const dead = await confirm('guesser', code);
    expect(dead.statusCode).toBe(400);
    expect(dead.json()).toMatchObject({ code: 'invalid_code', message: expect.stringMatching(/request a new code/) });
    expect(await statusOf(id)).toBe(0);
  });

  it('lets no more than five of many parallel guesses be tried', async () => {
    const { id, code } = await pendingAccount('swarm');
    await Promise.all(Array.from({ length: 9 }, () => confirm('swarm', otherCode(code))));
    expect((await t.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.user_id, id)))[0]?.attempts).toBe(5);
  });

  it('refuses an expired code', async () => {
    const { id, code } = await pendingAccount('latecomer');
    await t.database.db
      .update(oneTimeCodes)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(oneTimeCodes.user_id, id));
    const res = await confirm('latecomer', code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_code', message: expect.stringMatching(/expired/) });
    expect(await statusOf(id)).toBe(0);
  });

  it('answers an unknown username exactly as a wrong code', async () => {
    const { code } = await pendingAccount('known');
    const unknown = await confirm('nobody-here', '123456');
    const wrong = await confirm('known', otherCode(code));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('answers 400 naming a code that is not six digits', async () => {
    const res = await confirm('known', '12ab');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Invalid Body parameter code');
  });

  it('refuses an active account with 400', async () => {
    const res = await confirm('member', '123456');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('bad_request');
  });

  it('tells every admin with an e-mail address about the confirmed account', async () => {
    const admins = [
      { username: 'admin2', email_address: 'admin2@example.com' },
      { username: 'admin3', email_address: '' },
    ];
    for (const fields of admins) {
      await createAccount(t.database.db, { ...fields, password: 'long password 1', is_admin: true });
    }
    const { code } = await pendingAccount('newcomer');
    await confirm('newcomer', code);
    for (const address of ['admin@stockroom.local', 'admin2@example.com']) {
      const [message] = await mailTo(t.database.db, address);
      expect(message?.subject).toContain('newcomer');
    }
  });

  it('limits attempts per username with 429 and Retry-After', async () => {
    await pendingAccount('limited');
    const answers = [];
    // A new address each time, so only the per-username limit (12 in this file) can stop them.
    for (let i = 0; i < 13; i++) answers.push(await confirm('limited', '000000', `10.0.0.${i + 1}`));
    expect(answers.slice(0, 12).every((r) => r.statusCode === 400)).toBe(true);
    expect(answers[12]?.statusCode).toBe(429);
    expect(answers[12]?.headers['retry-after']).toMatch(/^\d+$/);
    expect(answers[12]?.json().code).toBe('rate_limited');
  });
});
