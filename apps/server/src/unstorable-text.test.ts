/**
 * Text the database cannot store (a NUL character, half of a surrogate pair) sent to every route
 * of the OpenAPI document, in every string place it declares, by an anonymous caller, a member and
 * an admin: no answer may be a 5xx. The routes come from the document, so a new one is covered
 * without a change here.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LONE_SURROGATE_MESSAGE, NUL_MESSAGE } from '@stockroom/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build';
import {
  type JsonSchema,
  minimalValue,
  type OpenApiDocument,
  type OpenApiOperation,
  PLACEHOLDER_ID,
  withTextInEachPlace,
} from '../test/openapi-samples';

// A built web app of one page, so that the fallback for other addresses answers too.
const webDist = mkdtempSync(join(tmpdir(), 'stockroom-web-'));
writeFileSync(join(webDist, 'index.html'), '<meta name="stockroom-config" content="{}" /><p>app</p>');
const t = await buildTestApp({ webDist });
afterAll(() => t.close());

type Caller = 'anonymous' | 'member' | 'admin';
const member = await t.sessionFor('member');
const admin = await t.sessionFor('admin');
const callers: Record<Caller, { headers: Record<string, string>; id: string }> = {
  anonymous: { headers: {}, id: PLACEHOLDER_ID },
  // Their own id in every id of an address, so that routes on one's own record get past the guard.
  member: { headers: member.headers, id: member.userId },
  admin: { headers: admin.headers, id: admin.userId },
};

/** In JSON bodies and headers, as the characters themselves. */
const TEXTS = ['nul\u0000text', 'half\ud800pair'];
/** In an address: a NUL, a surrogate's UTF-8 form (not valid UTF-8), a percent-encoding cut short. */
const URL_TEXTS = ['nul%00text', 'half%ED%A0%80pair', 'cut%E0%A4%A'];

const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as OpenApiDocument;
const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
);

interface Probe {
  caller: Caller;
  place: string;
  url: string;
  headers: Record<string, string>;
  payload?: unknown;
}

const isText = (schema: JsonSchema) =>
  [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].some((s) => s.type === 'string');
const encode = (value: unknown) => encodeURIComponent(String(value));

/** Every request that puts one unstorable text in one string place of the operation. */
function probesOf(path: string, operation: OpenApiOperation): Probe[] {
  const parameters = operation.parameters ?? [];
  const body = operation.requestBody?.content?.['application/json']?.schema;
  return (Object.keys(callers) as Caller[]).flatMap((caller) => {
    const { id, headers: auth } = callers[caller];
    const base = (overrides: { in: string; name: string; raw: string } | null, payload?: unknown): Probe => {
      const value = (p: (typeof parameters)[number]) =>
        overrides?.in === p.in && overrides.name === p.name ? overrides.raw : encode(minimalValue(p.schema, id));
      const url = path.replace(/\{([^}]+)\}/g, (_, name: string) => {
        const param = parameters.find((p) => p.in === 'path' && p.name === name);
        return param ? value(param) : id;
      });
      const query = parameters
        .filter(
          (p) =>
            p.in === 'query' &&
            ((overrides?.in === 'query' && p.name === overrides.name) || (p as { required?: boolean }).required),
        )
        .map((p) => `${p.name}=${value(p)}`)
        .join('&');
      // Headers carry the text as it is: a lone surrogate cannot be percent-encoded.
      const headers = Object.fromEntries(
        parameters
          .filter((p) => p.in === 'header')
          .map((p) => [
            p.name,
            overrides?.in === 'header' && overrides.name === p.name
              ? overrides.raw
              : String(minimalValue(p.schema, id)),
          ]),
      );
      const place = overrides ? `${overrides.in} ${overrides.name}` : '';
      return {
        caller,
        place,
        url: query ? `${url}?${query}` : url,
        headers: { ...auth, ...headers },
        ...(body && { payload: payload ?? minimalValue(body, id) }),
      };
    };
    const inParameters = parameters.filter((p) => isText(p.schema) && p.in !== 'cookie');
    const inAddress = inParameters
      .filter((p) => p.in !== 'header')
      .flatMap((p) => URL_TEXTS.map((raw) => base({ in: p.in, name: p.name, raw })));
    // Headers hold the characters themselves (inject passes them as given; a real client cannot).
    const inHeaders = inParameters
      .filter((p) => p.in === 'header')
      .flatMap((p) => TEXTS.map((text) => base({ in: p.in, name: p.name, raw: text })));
    const inBody = body
      ? TEXTS.flatMap((text) =>
          withTextInEachPlace(body, text, id).map((v) => ({ ...base(null, v.value), place: `body ${v.place}` })),
        )
      : [];
    return [...inAddress, ...inHeaders, ...inBody];
  });
}

const routes = operations.map((o) => ({ ...o, probes: probesOf(o.path, o.operation) }));

describe('the OpenAPI document', () => {
  it('gives the walk every route and many string places to try', () => {
    expect(routes.length).toBeGreaterThan(50);
    const probed = routes.filter((r) => r.probes.length > 0).map((r) => `${r.method} ${r.path}`);
    expect(probed).toEqual(expect.arrayContaining(['POST /auth/v1/login', 'GET /api/search', 'PUT /api/user/{id}']));
    expect(routes.flatMap((r) => r.probes).length).toBeGreaterThan(500);
  });
});

describe.each(routes.filter((r) => r.probes.length > 0).map((r) => [`${r.method} ${r.path}`, r] as const))(
  '%s',
  (_title, route) => {
    it('answers unstorable text in any string place without a server error', async () => {
      const failures: string[] = [];
      for (const probe of route.probes) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: probe.url,
          headers: probe.headers,
          ...(probe.payload !== undefined && { payload: probe.payload as object }),
        });
        if (res.statusCode >= 500) {
          failures.push(`${probe.caller} ${probe.place} (${probe.url}): ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
      expect(failures).toEqual([]);
    });
  },
);

describe('a NUL or half a surrogate pair in a named field', () => {
  const memberId = callers.member.id;
  it.each([
    [
      'anonymous',
      'POST',
      '/auth/v1/login',
      { username: 'nul\u0000user', password: 'x' },
      'Body',
      'username',
      NUL_MESSAGE,
    ],
    ['member', 'GET', '/api/search?search=%00', undefined, 'Query', 'search', NUL_MESSAGE],
    ['member', 'GET', '/api/user/products/%00', undefined, 'Path', 'slug', NUL_MESSAGE],
    ['admin', 'POST', '/api/tags', { name: 'a\u0000b' }, 'Body', 'name', NUL_MESSAGE],
    ['admin', 'POST', '/api/tags', { name: 'a\ud800b' }, 'Body', 'name', LONE_SURROGATE_MESSAGE],
    ['member', 'PUT', `/api/user/${memberId}`, { first_name: 'Ann\u0000' }, 'Body', 'first_name', NUL_MESSAGE],
    ['admin', 'GET', '/api/users?search=%00', undefined, 'Query', 'search', NUL_MESSAGE],
    [
      'admin',
      'POST',
      '/api/track',
      [{ page_route: '/', action: 'view\udc00' }],
      'Body',
      '0.action',
      LONE_SURROGATE_MESSAGE,
    ],
  ] as const)('%s %s %s answers 400 naming it', async (caller, method, url, payload, part, field, reason) => {
    const res = await t.app.inject({
      method,
      url,
      headers: callers[caller].headers,
      ...(payload && { payload: payload as object }),
    });
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json();
    expect(body.code).toBe('validation_failed');
    expect(body.issues).toContainEqual({ path: field, message: reason });
    expect(body.message).toContain(`Invalid ${part} parameter ${field}`);
  });

  it('names every bad field of one body, and a bad key as its own field', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${memberId}`,
      headers: callers.member.headers,
      payload: { first_name: 'a\u0000', city: 'b\ud800', 'c\u0000': 'ignored' },
    });
    expect(res.statusCode).toBe(400);
    const paths = res.json().issues.map((i: { path: string }) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['first_name', 'city']));
  });

  it('keeps whole surrogate pairs (an emoji) and stores them as sent', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${memberId}`,
      headers: callers.member.headers,
      payload: { city: 'Zürich 🏔' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const read = await t.app.inject({ method: 'GET', url: `/api/user/${memberId}`, headers: callers.member.headers });
    expect(read.json().city).toBe('Zürich 🏔');
  });
});

describe('addresses outside the contract', () => {
  it.each([
    ['a file name', '/files/articles/%00.pdf?expires=1&signature=x'],
    ['a file folder', '/files/%00/x.pdf?expires=1&signature=x'],
    ['a file signature', '/files/articles/00000000-0000-4000-8000-00000000c0de.pdf?expires=1&signature=%00'],
    ['a malformed file address', '/files/articles/%E0%A4%A?expires=1&signature=x'],
    ['a malformed contract path', '/api/user/products/%E0%A4%A'],
    ['an unknown API path', '/api/%00'],
    ['a page of the app', '/products/%00'],
    ['a malformed page address', '/products/%E0%A4%A'],
  ])('answers %s with a NUL or bad encoding without a server error', async (_case, url) => {
    for (const accept of ['text/html', 'application/json']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept } });
      expect(res.statusCode, `${accept}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
    }
  });
});
