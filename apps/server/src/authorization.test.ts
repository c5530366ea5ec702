/**
 * Every route the app registers, called by everyone who could call it (DESIGN §1.2): nobody, an
 * active member, a member whose account is not active, a revoked session, and an admin. What each
 * may do follows from the audience the route declares, and the declared audience must match
 * `authorization-table.ts`, so no route can slip in unchecked.
 */
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { Audience } from '@stockroom/contract';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { insertAccount } from '../test/accounts';
import { buildTestApp } from '../test/build';
import { EXPECTED_ROUTES, routeKey, SESSION_ENDING_ROUTES, UNDECLARED_OPEN_ROUTES } from './authorization-table';

interface RegisteredRoute {
  method: string;
  url: string;
  key: string;
  audience: Audience | undefined;
}

/**
 * Fastify announces each new instance on this channel before anything is registered on it, so an
 * `onRoute` hook added here sees every route the app goes on to register, plugins' included.
 */
const registered: RegisteredRoute[] = [];
const onInstance = (message: unknown) => {
  (message as { fastify: FastifyInstance }).fastify.addHook('onRoute', (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue; // Fastify's automatic twin of each GET
      registered.push({ method, url: route.url, key: routeKey(method, route.url), audience: route.config?.audience });
    }
  });
};
subscribe('fastify.initialization', onInstance);
const t = await buildTestApp().finally(() => unsubscribe('fastify.initialization', onInstance));
afterAll(() => t.close());

type Caller = 'anonymous' | 'member' | 'inactive' | 'revoked' | 'admin';
const CALLERS: Caller[] = ['anonymous', 'member', 'inactive', 'revoked', 'admin'];

// Waiting for approval (2): signed in, but not an active member.
await insertAccount(t.database.db, { username: 'waiting', membership_status: 2 });
await insertAccount(t.database.db, { username: 'revoked' });
const sessionOf: Record<Exclude<Caller, 'anonymous'>, () => Promise<Record<string, string>>> = {
  member: () => t.sessionFor('member').then((s) => s.headers),
  inactive: () => t.sessionFor('waiting').then((s) => s.headers),
  admin: () => t.sessionFor('admin').then((s) => s.headers),
  revoked: async () => {
    const { headers } = await t.sessionFor('revoked');
    const logout = await t.app.inject({ method: 'GET', url: '/auth/v1/logout', headers });
    if (logout.statusCode !== 200) throw new Error(`logout answered ${logout.statusCode}`);
    return headers;
  },
};
const shared = {
  anonymous: {},
  member: await sessionOf.member(),
  inactive: await sessionOf.inactive(),
  revoked: await sessionOf.revoked(),
  admin: await sessionOf.admin(),
} satisfies Record<Caller, Record<string, string>>;

/**
 * What the audience guard must answer; `pass` means anything but 401, 403 and a server error (a 400
 * or 404 is fine). No caller, allowed or not, may get a 5xx.
 */
type Outcome = 401 | 403 | 'pass' | 'not-401';
const OUTCOMES: Record<Audience, Record<Caller, Outcome>> = {
  any: { anonymous: 'pass', member: 'pass', inactive: 'pass', revoked: 'pass', admin: 'pass' },
  // The route itself may refuse a member's token (403); the guard only refuses a dead one.
  'any-or-admin': { anonymous: 'pass', member: 'not-401', inactive: 'not-401', revoked: 401, admin: 'pass' },
  'signed-in': { anonymous: 401, member: 'pass', inactive: 'pass', revoked: 401, admin: 'pass' },
  member: { anonymous: 401, member: 'pass', inactive: 403, revoked: 401, admin: 'pass' },
  self: { anonymous: 401, member: 'pass', inactive: 403, revoked: 401, admin: 'pass' },
  admin: { anonymous: 401, member: 403, inactive: 403, revoked: 401, admin: 'pass' },
};

const PLACEHOLDER_ID = '00000000-0000-4000-8000-00000000c0de';
const urlFor = (route: RegisteredRoute) => route.url.replace(/:[^/]+/g, PLACEHOLDER_ID);
const undeclared = new Set(UNDECLARED_OPEN_ROUTES.map((r) => routeKey(...(r.split(' ') as [string, string]))));
const sessionEnding = new Set(SESSION_ENDING_ROUTES.map((r) => routeKey(...(r.split(' ') as [string, string]))));
const audienceOf = (route: RegisteredRoute): Audience | undefined =>
  route.audience ?? (undeclared.has(route.key) ? 'any' : undefined);

async function callAs(caller: Caller, route: RegisteredRoute) {
  const fresh = sessionEnding.has(route.key) && caller !== 'anonymous' && caller !== 'revoked';
  const headers = fresh ? await sessionOf[caller as 'member' | 'inactive' | 'admin']() : shared[caller];
  const withBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
  return t.app.inject({
    method: route.method as 'GET',
    url: urlFor(route),
    headers,
    ...(withBody && { payload: {} }),
  });
}

describe('the route table', () => {
  it('finds the routes the app registers', () => {
    expect(registered.length).toBeGreaterThan(20);
    expect(registered.map((r) => r.key)).toContain('GET /api/groups');
  });

  it('lists every registered route, with the audience it declares', () => {
    const expected = new Map(EXPECTED_ROUTES.map((r) => [routeKey(r.method, r.path), r.audience]));
    const missing = registered.filter((r) => !expected.has(r.key)).map((r) => r.key);
    expect(missing, 'registered routes missing from authorization-table.ts').toEqual([]);
    const differing = registered
      .filter((r) => expected.has(r.key) && expected.get(r.key) !== audienceOf(r))
      .map((r) => `${r.key}: declares ${audienceOf(r)}, the table says ${expected.get(r.key)}`);
    expect(differing).toEqual([]);
  });

  it('has no route twice, and only documents go without a declared audience', () => {
    const keys = EXPECTED_ROUTES.map((r) => routeKey(r.method, r.path));
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
    const registeredKeys = registered.map((r) => r.key);
    expect(registeredKeys.filter((k, i) => registeredKeys.indexOf(k) !== i)).toEqual([]);
    const withoutAudience = registered.filter((r) => r.audience === undefined).map((r) => r.key);
    expect(withoutAudience.sort()).toEqual([...undeclared].filter((k) => registeredKeys.includes(k)).sort());
  });
});

describe.each(registered.map((r) => [`${r.method} ${r.url} (${audienceOf(r) ?? 'no audience'})`, r] as const))(
  '%s',
  (_title, route) => {
    it.each(CALLERS)('answers %s as its audience says', async (caller) => {
      const audience = audienceOf(route);
      if (!audience) throw new Error(`${route.key} declares no audience`);
      const expected = OUTCOMES[audience][caller];
      const res = await callAs(caller, route);
      const answer = `${res.statusCode} ${res.body.slice(0, 200)}`;
      expect(res.statusCode, answer).toBeLessThan(500);
      if (expected === 'pass') expect([401, 403], answer).not.toContain(res.statusCode);
      else if (expected === 'not-401') expect(res.statusCode, answer).not.toBe(401);
      else {
        expect(res.statusCode, answer).toBe(expected);
        expect(res.json().code).toBe(expected === 401 ? 'unauthorized' : 'forbidden');
      }
    });
  },
);
