import { groups } from '@stockroom/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build';
import { lastMailTo, mailTo } from '../../../test/mail';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['sessionFor']>>;
let member: Awaited<ReturnType<TestApp['sessionFor']>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.sessionFor('admin');
  member = await t.sessionFor('member');
});
afterAll(() => t.close());

const put = (id: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/user/${id}`, headers, payload });
const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/user', headers });
const newGroup = async (name: string) => (await t.database.db.insert(groups).values({ name }).returning())[0]!.id;
const account = (username: string, membership_status: number) =>
  createAccount(t.database.db, {
    username,
    password: 'long password 1',
    email_address: `${username}@example.com`,
    membership_status,
  });

describe('a member updating their record', () => {
  it('changes only the profile fields sent and answers the updated record', async () => {
    const res = await put(member.userId, member.headers, { first_name: '  Sam ', city: 'Tromsø' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      first_name: 'Sam',
      city: 'Tromsø',
      company: 'Northwind Fiber',
      last_name: 'Member',
    });
    expect((await me(member.headers)).json()).toMatchObject({
      first_name: 'Sam',
      email_address: 'member@stockroom.local',
    });
  });

  it('answers 403 naming is_admin, membership_status or groups, and changes nothing', async () => {
    for (const [field, value] of [
      ['is_admin', true],
      ['membership_status', 1],
      ['groups', []],
    ] as const) {
      const res = await put(member.userId, member.headers, { first_name: 'Hacker', [field]: value });
      expect(res.statusCode).toBe(403);
      expect(res.json().issues).toEqual([expect.objectContaining({ path: field })]);
    }
    expect((await me(member.headers)).json()).toMatchObject({ is_admin: false, first_name: 'Sam' });
  });

  it("answers 404 for another user's id and 400 naming a bad e-mail address", async () => {
    expect((await put(admin.userId, member.headers, { first_name: 'x' })).statusCode).toBe(404);
    const bad = await put(member.userId, member.headers, { email_address: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Invalid Body parameter email_address');
  });

  it('answers 401 without a token', async () => {
    expect((await put(member.userId, {}, { first_name: 'x' })).statusCode).toBe(401);
  });
});

describe('an admin updating a user', () => {
  it('approves a waiting account and e-mails the member', async () => {
    const id = await account('approvable', 2);
    const res = await put(id, admin.headers, { membership_status: 1 });
    expect(res.json().membership_status).toBe(1);
    const mail = await lastMailTo(t.database.db, 'approvable@example.com');
    expect(mail.subject).toMatch(/approved/);
    // Saving again without a change sends nothing more.
    await put(id, admin.headers, { membership_status: 1, first_name: 'Approved' });
    expect(await mailTo(t.database.db, 'approvable@example.com')).toHaveLength(1);
  });

  it('denies an account, e-mails the member and ends their sessions', async () => {
    const id = await account('deniable', 1);
    const session = await t.sessionFor('deniable');
    expect((await me(session.headers)).statusCode).toBe(200);
    const res = await put(id, admin.headers, { membership_status: 3 });
    expect(res.statusCode).toBe(200);
    expect((await lastMailTo(t.database.db, 'deniable@example.com')).subject).toMatch(/denied/);
    expect((await me(session.headers)).statusCode).toBe(401);
  });

  it('replaces the groups, sets admin rights and names an unknown group', async () => {
    const id = await account('grouped', 1);
    const [a, b, c] = [await newGroup('A'), await newGroup('B'), await newGroup('C')];
    await put(id, admin.headers, { groups: [a, b] });
    const res = await put(id, admin.headers, { groups: [c, c], is_admin: true });
    expect(res.json()).toMatchObject({ groups: [c], is_admin: true });
    const unknown = await put(id, admin.headers, { groups: [a, '00000000-0000-4000-8000-000000000077'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().issues).toEqual([expect.objectContaining({ path: 'groups' })]);
    expect((await put(id, admin.headers, {})).json().groups).toEqual([c]);
  });

  it('refuses to let an admin remove their own rights or deny themselves', async () => {
    for (const payload of [{ is_admin: false }, { membership_status: 3 }]) {
      const res = await put(admin.userId, admin.headers, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().issues[0].path).toBe(Object.keys(payload)[0]);
    }
    expect((await me(admin.headers)).json()).toMatchObject({ is_admin: true, membership_status: 1 });
  });

  it('refuses to send an account back to email-pending', async () => {
    const id = await account('unpending', 2);
    const res = await put(id, admin.headers, { membership_status: 0 });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe('membership_status');
  });

  it('answers 404 for a missing user and 400 naming a status out of range', async () => {
    expect((await put('00000000-0000-4000-8000-000000000066', admin.headers, { first_name: 'x' })).statusCode).toBe(
      404,
    );
    const bad = await put(member.userId, admin.headers, { membership_status: 4 });
    expect(bad.json().message).toContain('Invalid Body parameter membership_status');
  });
});
