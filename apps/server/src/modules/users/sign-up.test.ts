import { MEMBERSHIP } from '@stockroom/contract';
import { groups, oneTimeCodes, userGroups, users } from '@stockroom/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build';
import { solveCaptcha } from '../../../test/captcha';
import { codeMailedTo, lastMailTo, mailTo } from '../../../test/mail';
import { DEFAULT_RATE_LIMITS } from '../../config';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['sessionFor']>>;
beforeAll(async () => {
  // Every request here comes from one address; the sign-up limit has a test file of its own.
  t = await buildTestApp({
    rateLimits: { ...DEFAULT_RATE_LIMITS, signUpPerAddress: { limit: 1000, windowSeconds: 60 } },
  });
  admin = await t.sessionFor('admin');
});
afterAll(() => t.close());

const form = (username: string, extra: Record<string, unknown> = {}) => ({
  username,
  password: 'correct horse battery',
  email_address: `${username}@example.com`,
  first_name: 'Robin',
  company: 'Acme Fiber',
  ...extra,
});
const post = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/user', payload, headers });
const signUp = async (username: string, extra: Record<string, unknown> = {}) =>
  post({ ...form(username, extra), captcha_token: await solveCaptcha(t.app) });
const userNamed = async (username: string) =>
  (await t.database.db.select().from(users).where(sql`lower(${users.username}) = lower(${username})`))[0];

describe('sign-up', () => {
  it('takes a visitor from sign-up through confirmation and approval to a member route', async () => {
    const res = await signUp('journey');
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await userNamed('journey'))?.membership_status).toBe(MEMBERSHIP['email-pending']);

    const mail = await lastMailTo(t.database.db, 'journey@example.com');
    expect(mail.text_body).toContain(`${t.config.publicBaseUrl}/confirm-email?username=journey`);
    const code = await codeMailedTo(t.database.db, 'journey@example.com');
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/confirm-email',
      payload: { username: 'journey', code },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().message).toMatch(/confirmed/);
    const waiting = await userNamed('journey');
    expect(waiting).toMatchObject({ membership_status: MEMBERSHIP['waiting-for-approval'], email_confirmed: true });
    expect((await lastMailTo(t.database.db, 'admin@stockroom.local')).text_body).toContain('journey');

    const approved = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${id}`,
      headers: admin.headers,
      payload: { membership_status: MEMBERSHIP.active },
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ membership_status: 1, cognito_is_user_email_confirmed: 1 });
    expect((await lastMailTo(t.database.db, 'journey@example.com')).text_body).toContain('approved');

    const member = await t.sessionFor('journey');
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: member.headers });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id, username: 'journey', company: 'Acme Fiber', groups: [], is_admin: false });
    expect(me.json()).not.toHaveProperty('password');
  });

  it('ignores a status, groups and admin rights sent with a sign-up', async () => {
    const [group] = await t.database.db.insert(groups).values({ name: 'Partners' }).returning();
    const res = await signUp('sneaky', { membership_status: 1, is_admin: true, groups: [group!.id] });
    expect(res.statusCode).toBe(201);
    expect(await userNamed('sneaky')).toMatchObject({ membership_status: 0, is_admin: false, email_confirmed: false });
    expect(await t.database.db.select().from(userGroups).where(eq(userGroups.user_id, res.json().id))).toEqual([]);
  });

  it('stores the code only as a hash that lives 15 minutes', async () => {
    const { id } = (await signUp('hashed')).json();
    const code = await codeMailedTo(t.database.db, 'hashed@example.com');
    const [row] = await t.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.user_id, id));
    expect(row).toMatchObject({ purpose: 'confirm-email', attempts: 0 });
    expect(row!.code_hash).not.toContain(code);
    const minutesLeft = (row!.expires_at.getTime() - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(14);
    expect(minutesLeft).toBeLessThanOrEqual(15.1);
  });

  it('requires a solved captcha, and each solution works once', async () => {
    const missing = await post(form('nocaptcha'));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'captcha_required', issues: [{ path: 'captcha_token' }] });
    const bad = await post({ ...form('badcaptcha'), captcha_token: 'not-a-solution' });
    expect(bad.json()).toMatchObject({ code: 'captcha_required' });
    const token = await solveCaptcha(t.app);
    expect((await post({ ...form('once1'), captcha_token: token })).statusCode).toBe(201);
    expect((await post({ ...form('once2'), captcha_token: token })).json()).toMatchObject({ code: 'captcha_required' });
    expect(await userNamed('nocaptcha')).toBeUndefined();
  });

  it('refuses a common password or one holding the username, naming the password', async () => {
    for (const password of ['password123', 'my-weakling-pass']) {
      const res = await signUp('weakling', { password });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'weak_password', issues: [{ path: 'password' }] });
    }
    expect(await userNamed('weakling')).toBeUndefined();
  });

  it('answers 409 for a username taken in any case, and frees the name of a deleted user', async () => {
    expect((await signUp('Taken')).statusCode).toBe(201);
    const again = await signUp('tAKEN');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'conflict', issues: [{ path: 'username' }] });
    await t.database.db.update(users).set({ deleted_at: new Date() }).where(sql`lower(${users.username}) = 'taken'`);
    expect((await signUp('taken')).statusCode).toBe(201);
  });

  it('answers 400 naming each bad field', async () => {
    const res = await post({ username: 'a b', password: 'short', email_address: 'not-an-address' });
    expect(res.statusCode).toBe(400);
    const paths = res
      .json()
      .issues.map((i: { path: string }) => i.path)
      .sort();
    expect(paths).toEqual(['email_address', 'password', 'username']);
    expect(res.json().message).toContain('Invalid Body parameter password');
  });

  it('leaves no account behind when the confirmation e-mail cannot be queued', async () => {
    const send = vi.spyOn(t.deps.mailer, 'send').mockRejectedValueOnce(new Error('outbox unavailable'));
    const res = await signUp('unlucky');
    send.mockRestore();
    expect(res.statusCode).toBe(500);
    expect(await userNamed('unlucky')).toBeUndefined();
    expect((await signUp('unlucky')).statusCode).toBe(201);
  });
});

describe('creating a user with a token', () => {
  it('lets an admin create a user directly in the status, groups and role given, with no captcha or e-mail', async () => {
    const [group] = await t.database.db.insert(groups).values({ name: 'Direct' }).returning();
    const res = await post(
      form('direct', { membership_status: 1, is_admin: true, groups: [group!.id] }),
      admin.headers,
    );
    expect(res.statusCode).toBe(201);
    const got = await t.app.inject({ method: 'GET', url: `/api/user/${res.json().id}`, headers: admin.headers });
    expect(got.json()).toMatchObject({ membership_status: 1, is_admin: true, groups: [group!.id] });
    expect(await mailTo(t.database.db, 'direct@example.com')).toEqual([]);
  });

  it('e-mails a confirmation code when an admin creates a user email-pending', async () => {
    expect((await post(form('directpending'), admin.headers)).statusCode).toBe(201);
    expect(await codeMailedTo(t.database.db, 'directpending@example.com')).toMatch(/^\d{6}$/);
  });

  it('refuses an unknown group, naming groups', async () => {
    const res = await post(form('nogroup', { groups: ['00000000-0000-4000-8000-000000000001'] }), admin.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([expect.objectContaining({ path: 'groups' })]);
  });

  it("answers 403 to a member's token and 401 to a bad token", async () => {
    const member = await t.sessionFor('member');
    expect((await post(form('bymember'), member.headers)).statusCode).toBe(403);
    expect((await post(form('bytoken'), { authorization: 'Bearer nonsense' })).statusCode).toBe(401);
    expect(await userNamed('bymember')).toBeUndefined();
  });
});
