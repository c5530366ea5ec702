import { contentProviders } from '@stockroom/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type CallArgs, injectInto, type Method, type TestApp } from '../../../test/build';

let t: TestApp;
let admin: Record<string, string>;
let member: Record<string, string>;
let provider: string;
let group: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await t.sessionFor('admin')).headers;
  member = (await t.sessionFor('member')).headers;
  const [row] = await t.database.db.insert(contentProviders).values({ name: 'Acme' }).returning();
  provider = row!.id;
  const res = await t.app.inject({ method: 'POST', url: '/api/groups', headers: admin, payload: { name: 'Existing' } });
  group = res.json().id;
});
afterAll(() => t.close());

const call = (...args: CallArgs) => injectInto(t.app, ...args);

const badBodies: [string, object, string][] = [
  ['an empty name', { name: '' }, 'name'],
  ['a blank name', { name: '   ' }, 'name'],
  ['a name of 101 characters', { name: 'x'.repeat(101) }, 'name'],
  ['a missing name', {}, 'name'],
];
const badPermissions: [string, unknown][] = [
  ['permission 3', 3],
  ['permission -1', -1],
  ["permission 'yes'", 'yes'],
  ['permission 1.5', 1.5],
];

describe('group requests that break the contract', () => {
  it.each(badBodies)('refuses %s on create and update, naming the field', async (_what, body, field) => {
    for (const res of [
      await call('POST', '/api/groups', admin, body),
      await call('PUT', `/api/groups/${group}`, admin, body),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toEqual([expect.objectContaining({ path: field })]);
      expect(res.json().message).toContain(`Invalid Body parameter ${field}`);
    }
  });

  it.each(badPermissions)('refuses %s, naming the entry', async (_what, permission) => {
    const create = await call('POST', '/api/groups', admin, {
      name: 'Bad permission',
      content_providers: [{ id: provider, permission }],
    });
    expect(create.statusCode).toBe(400);
    expect(create.json().issues[0].path).toBe('content_providers.0.permission');
    const update = await call('PUT', `/api/groups/${group}`, admin, {
      name: 'Existing',
      update_content_providers: [{ id: provider, permission }],
    });
    expect(update.statusCode).toBe(400);
    expect(update.json().issues[0].path).toBe('update_content_providers.0.permission');
  });

  it('refuses a provider id that is not a uuid and a provider listed twice', async () => {
    const notUuid = await call('POST', '/api/groups', admin, {
      name: 'Bad id',
      content_providers: [{ id: 'acme', permission: 1 }],
    });
    expect(notUuid.statusCode).toBe(400);
    expect(notUuid.json().issues[0].path).toBe('content_providers.0.id');
    const twice = await call('POST', '/api/groups', admin, {
      name: 'Twice',
      content_providers: [
        { id: provider, permission: 1 },
        { id: provider, permission: 2 },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().issues[0].path).toBe('content_providers');
  });

  it('refuses a group id that is not a uuid on read, update and delete', async () => {
    for (const [method, payload] of [['GET'], ['PUT', { name: 'X' }], ['DELETE']] as [Method, object?][]) {
      const res = await call(method, '/api/groups/not-a-uuid', admin, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('Invalid Path parameter id');
    }
  });
});

describe('who may call the group routes', () => {
  const routes: [Method, string, object?][] = [
    ['GET', '/api/groups'],
    ['GET', '/api/groups/table'],
    ['GET', '/api/groups/00000000-0000-4000-8000-000000000001'],
    ['POST', '/api/groups', { name: 'Intruder' }],
    ['PUT', '/api/groups/00000000-0000-4000-8000-000000000001', { name: 'Intruder' }],
    ['DELETE', '/api/groups/00000000-0000-4000-8000-000000000001'],
  ];

  it.each(routes)('answers %s %s with 401 without a token and 403 for a member', async (method, url, body) => {
    const anonymous = await call(method, url, {}, body);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('unauthorized');
    const asMember = await call(method, url, member, body);
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json().code).toBe('forbidden');
  });
});
