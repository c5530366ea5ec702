/**
 * Input shaped to exhaust the server rather than to be stored: JSON nested 10,000 and 100,000 deep
 * sent to every route of the OpenAPI document (as its body, and in each of its address parameters)
 * by an anonymous caller, a member and an admin; multipart uploads with deep, oversized and broken
 * parts; and hostile addresses on the routes outside the contract. No answer may be a 5xx, and a
 * deep body is refused with 400 before anything reads it. The routes come from the document, so a
 * new one is covered without a change here.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build';
import { fileForm, multipartBody } from '../test/multipart';
import { minimalValue, type OpenApiDocument, PLACEHOLDER_ID } from '../test/openapi-samples';

const t = await buildTestApp();
afterAll(() => t.close());

const member = await t.sessionFor('member');
const admin = await t.sessionFor('admin');
const callers = {
  anonymous: { headers: {} as Record<string, string>, id: PLACEHOLDER_ID },
  member: { headers: member.headers, id: member.userId },
  admin: { headers: admin.headers, id: admin.userId },
};

const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const DEEP_BODIES = {
  'arrays 10,000 deep': deepArray(10_000),
  'arrays 100,000 deep': deepArray(100_000),
  'objects 10,000 deep': deepObject(10_000),
  'objects 100,000 deep': deepObject(100_000),
};
/** A deep value as an address parameter would carry it (percent-encoded). */
const DEEP_TEXTS = [deepArray(10_000), deepObject(2_000)].map(encodeURIComponent);

const TOO_DEEP = 'The body nests more than 64 levels of lists and objects';
const isTooDeep = (body: { issues?: { path: string; message: string }[] }) =>
  body.issues?.length === 1 && body.issues[0]?.path === 'body' && body.issues[0].message === TOO_DEEP;

/** What a deep body may get: refused as bad input, or stopped earlier by a guard or a missing route. */
const REFUSALS = [400, 401, 403, 404, 413, 415];

const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as OpenApiDocument;
const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
);
const withBody = operations.filter((o) => o.operation.requestBody?.content?.['application/json']);

type Operation = (typeof operations)[number];
/** The operation's address with every parameter at a minimal value, or `deep` in the one named. */
function addressOf({ path, operation }: Operation, id: string, deep?: { in: string; name: string; raw: string }) {
  const parameters = operation.parameters ?? [];
  const value = (p: (typeof parameters)[number]) =>
    deep?.in === p.in && deep.name === p.name ? deep.raw : encodeURIComponent(String(minimalValue(p.schema, id)));
  const url = path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const param = parameters.find((p) => p.in === 'path' && p.name === name);
    return param ? value(param) : id;
  });
  const query = parameters
    .filter((p) => p.in === 'query' && (deep?.name === p.name || (p as { required?: boolean }).required))
    .map((p) => `${p.name}=${value(p)}`)
    .join('&');
  return query ? `${url}?${query}` : url;
}

describe('JSON nested deeper than any request needs', () => {
  it('is sent to many routes that take a body', () => {
    expect(withBody.length).toBeGreaterThan(30);
    expect(withBody.map((o) => `${o.method} ${o.path}`)).toEqual(
      expect.arrayContaining(['POST /auth/v1/login', 'POST /brands-api/brands', 'PATCH /brands-api/brands/{id}']),
    );
  });

  it('is refused at the login with 400 naming the body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/login',
      headers: { 'content-type': 'application/json' },
      payload: deepArray(10_000),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({
      code: 'validation_failed',
      message: `Invalid Body parameter body: ${TOO_DEEP}`,
      issues: [{ path: 'body', message: TOO_DEEP }],
    });
  });

  it('is refused at 65 levels and passed on at 64, whatever brackets its strings hold', async () => {
    const login = (payload: string) =>
      t.app.inject({ method: 'POST', url: '/auth/v1/login', headers: { 'content-type': 'application/json' }, payload });
    const nested = (depth: number) => `{"username":"x","password":"y","n":${deepArray(depth - 1)}}`;
    expect(isTooDeep((await login(nested(65))).json())).toBe(true);
    expect(isTooDeep((await login(nested(64))).json())).toBe(false);
    const brackets = await login(`{"username":"${'['.repeat(100)}","password":"\\"${'{'.repeat(100)}"}`);
    expect(isTooDeep(brackets.json())).toBe(false);
  });

  describe.each(operations.map((o) => [`${o.method} ${o.path}`, o] as const))('%s', (_title, operation) => {
    it('answers deep bodies and deep address parameters without a server error', async () => {
      const failures: string[] = [];
      const takesBody = withBody.includes(operation);
      for (const [caller, { headers, id }] of Object.entries(callers)) {
        for (const [shape, payload] of Object.entries(DEEP_BODIES)) {
          const res = await t.app.inject({
            method: operation.method as 'POST',
            url: addressOf(operation, id),
            headers: { ...headers, 'content-type': 'application/json' },
            payload,
          });
          // A 400 must come from the parser's depth limit, before any check walks the value.
          const refused = takesBody
            ? REFUSALS.includes(res.statusCode) && (res.statusCode !== 400 || isTooDeep(res.json()))
            : res.statusCode < 500;
          if (!refused) failures.push(`${caller}, body of ${shape}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
        const inAddress = (operation.operation.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query');
        for (const parameter of inAddress) {
          for (const raw of DEEP_TEXTS) {
            const res = await t.app.inject({
              method: operation.method as 'POST',
              url: addressOf(operation, id, { in: parameter.in, name: parameter.name, raw }),
              headers,
              ...(takesBody && {
                payload: minimalValue(
                  operation.operation.requestBody?.content?.['application/json']?.schema ?? {},
                  id,
                ) as object,
              }),
            });
            if (res.statusCode >= 500) failures.push(`${caller}, ${parameter.in} ${parameter.name}: ${res.statusCode}`);
          }
        }
      }
      expect(failures).toEqual([]);
    });
  });
});

describe('multipart uploads', () => {
  const deepJson = deepArray(100_000);
  const uploads = [
    ['POST', '/api/files?kind=thumbnail'],
    ['POST', '/api/files?kind=brand-image'],
    ['POST', '/api/files?kind=article'],
    ['POST', '/api/photos'],
  ] as const;
  const forms: [string, { payload: Buffer; headers: Record<string, string> }][] = [
    ['a deep JSON file', fileForm(deepJson, 'deep.json', 'application/json')],
    ['a deep JSON file declared as an image', fileForm(deepJson, 'deep.png', 'image/png')],
    [
      'a deep JSON field beside the file',
      multipartBody([
        { name: 'meta', data: deepJson },
        { name: 'file', filename: 'a.png', contentType: 'image/png', data: 'x' },
      ]),
    ],
    ['a file over every size cap', fileForm(Buffer.alloc(6 * 1024 * 1024, 0x20), 'big.png', 'image/png')],
    [
      'a part with a 100,000-character name',
      multipartBody([{ name: 'f'.repeat(100_000), filename: 'a.png', data: 'x' }]),
    ],
    [
      'a body cut off in the middle of a part',
      (() => {
        const form = fileForm('abc', 'a.png', 'image/png');
        return { ...form, payload: form.payload.subarray(0, form.payload.length - 20) };
      })(),
    ],
    [
      'a body without its boundary',
      { payload: Buffer.from('no parts here'), headers: { 'content-type': 'multipart/form-data' } },
    ],
    [
      'parts with no headers at all',
      {
        payload: Buffer.from('--b\r\n\r\nx\r\n--b--\r\n'),
        headers: { 'content-type': 'multipart/form-data; boundary=b' },
      },
    ],
  ];
  it.each(uploads)('%s %s refuses broken and hostile forms without a server error', async (method, url) => {
    const failures: string[] = [];
    for (const caller of ['member', 'admin'] as const) {
      for (const [name, form] of forms) {
        const res = await t.app.inject({
          method,
          url,
          headers: { ...callers[caller].headers, ...form.headers },
          payload: form.payload,
        });
        if (res.statusCode >= 500 || res.statusCode < 400)
          failures.push(`${caller}, ${name}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('addresses outside the contract', () => {
  const long = 'a'.repeat(5000);
  const hostile = [
    '..%2f..%2f..%2fetc%2fpasswd',
    '%2e%2e%2f%2e%2e%2fpackage.json',
    '..%5c..%5cpackage.json',
    long,
    encodeURIComponent(deepArray(2000)),
    'x.png%00.svg',
  ];
  const addresses = hostile.flatMap((segment) => [
    `/renders/${segment}/x.png`,
    `/renders/thumbnail/${segment}`,
    `/renders/thumbnail/${PLACEHOLDER_ID}.png?sig=${segment}`,
    `/fonts/${segment}`,
    `/files/${segment}/x.pdf?expires=9999999999&signature=x`,
    `/files/articles/${segment}?expires=9999999999&signature=${segment}`,
    `/files/brand-images/${segment}`,
    `/renders/samples/${segment}/${'A'.repeat(22)}.webp`,
    `/renders/samples/${PLACEHOLDER_ID}/${segment}`,
    `/renders/samples/${PLACEHOLDER_ID}/${segment}.webp`,
  ]);
  it('answers traversal, very long segments and bad signatures without a server error', async () => {
    expect(addresses.length).toBeGreaterThan(30);
    const failures: string[] = [];
    for (const url of addresses) {
      const res = await t.app.inject({ method: 'GET', url });
      if (res.statusCode >= 500 || res.statusCode < 400) failures.push(`${url.slice(0, 80)}: ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it.each([
    ['no signature', {}, deepArray(100_000)],
    ['a bad signature', { 'stripe-signature': 't=1,v1=00', 'x-sandbox-signature': '00' }, deepArray(100_000)],
    [
      'a bad signature over deep objects',
      { 'stripe-signature': 'v1=x', 'x-sandbox-signature': 'x' },
      deepObject(100_000),
    ],
    ['a bad signature over broken JSON', { 'x-sandbox-signature': 'x' }, '{"id":'],
  ])('refuses a payment webhook with %s', async (_case, headers, payload) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: { ...headers, 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode, res.body).toBe(400);
  });
});
