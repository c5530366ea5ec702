/** Brands (spec §7, decision 0018): create, read, merge, soft delete, value checks and bracket keys. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, injectInto, type Method, MISSING_ID, type TestApp } from '../../../test/build';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await t.sessionFor('admin')).headers;
});
afterAll(() => t.close());

const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
  injectInto(t.app, method, `/brands-api${url}`, headers, payload);
const create = async (values: object) => {
  const res = await call('POST', '/brands', admin, values);
  expect(res.statusCode).toBe(201);
  return res.json() as Record<string, string | null>;
};
const field = async (name: string, type: string) =>
  expect((await call('POST', '/fields', admin, { name, label: name, type })).statusCode).toBe(201);

describe('a brand', () => {
  it('is created with the string values sent, base keys ignored, and read back', async () => {
    const created = await create({ name: 'Acme', tagline: 'We make it', id: MISSING_ID, created_at: 'x' });
    expect(created).toMatchObject({ name: 'Acme', tagline: 'We make it', deleted_at: null });
    expect(created.id).not.toBe(MISSING_ID);
    expect(Date.parse(created.created_at as string)).not.toBeNaN();
    const read = await call('GET', `/brands/${created.id}`, admin);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(created);
  });

  it('merges a patch: a key sent is set, null removes it, keys not sent stay', async () => {
    const { id } = await create({ name: 'Merge', a: '1', b: '2', c: '3' });
    const res = await call('PATCH', `/brands/${id}`, admin, { a: 'one', b: null, d: '4' });
    expect(res.statusCode).toBe(200);
    const brand = res.json();
    expect(brand).toMatchObject({ name: 'Merge', a: 'one', c: '3', d: '4' });
    expect(brand).not.toHaveProperty('b');
    expect((await call('GET', `/brands/${id}`, admin)).json()).toEqual(brand);
    expect(Date.parse(brand.updated_at)).toBeGreaterThanOrEqual(Date.parse(brand.created_at));
  });

  it('stores keys with square brackets exactly as received', async () => {
    const { id } = await create({ name: 'Brackets', 'colors[accent1]': '#112233' });
    await call('PATCH', `/brands/${id}`, admin, { 'colors[accent2]': '#445566' });
    expect((await call('GET', `/brands/${id}`, admin)).json()).toMatchObject({
      'colors[accent1]': '#112233',
      'colors[accent2]': '#445566',
    });
  });

  it('is deleted softly: 404 after, and deleting again is 404', async () => {
    const { id } = await create({ name: 'Gone' });
    const res = await call('DELETE', `/brands/${id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id });
    expect((await call('GET', `/brands/${id}`, admin)).statusCode).toBe(404);
    expect((await call('PATCH', `/brands/${id}`, admin, { name: 'Back' })).statusCode).toBe(404);
    expect((await call('DELETE', `/brands/${id}`, admin)).statusCode).toBe(404);
    expect((await call('GET', `/brands/${MISSING_ID}`, admin)).statusCode).toBe(404);
  });

  it('refuses values that are not strings, and empty or overlong keys, naming them', async () => {
    const res = await call('POST', '/brands', admin, { name: 'Bad', count: 3 });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe('count');
    expect((await call('POST', '/brands', admin, { '': 'x' })).statusCode).toBe(400);
    expect((await call('POST', '/brands', admin, { ['k'.repeat(101)]: 'x' })).statusCode).toBe(400);
  });
});

describe('values of defined fields', () => {
  beforeAll(async () => {
    for (const [name, type] of [
      ['accent', 'color'],
      ['site', 'url'],
      ['mail', 'email'],
      ['tel', 'phone'],
      ['logo', 'image'],
      ['motto', 'text'],
      ['about', 'long-text'],
    ] as const)
      await field(name, type);
  });

  const good: Record<string, string[]> = {
    accent: ['#1a2B3c', '#FFFFFF', ''],
    site: ['https://example.com/a?b=c', 'http://localhost:8080', ''],
    mail: ['name@example.com', ''],
    tel: ['+1 (555) 010-0199', '555.0100', ''],
    logo: ['/files/brand-images/0b6c8a5e-2f8e-4f7a-9d3c-6b1a2c3d4e5f.png', ''],
    motto: ['One line of at most 500 characters', 'x'.repeat(500), ''],
    about: ['Two\nlines', 'y'.repeat(5000), ''],
  };
  const bad: Record<string, string[]> = {
    accent: ['red', '#12345', '#1234567', '#ggg000', '123456'],
    site: ['example.com', 'ftp://example.com', 'javascript:alert(1)', 'https://'],
    mail: ['name', 'name@', '@example.com', 'a b@example.com'],
    tel: ['1234', 'call me', '1'.repeat(31)],
    logo: ['https://example.com/logo.png', '/files/thumbnails/0b6c8a5e-2f8e-4f7a-9d3c-6b1a2c3d4e5f.webp'],
    motto: ['Two\nlines', 'x'.repeat(501)],
    about: ['y'.repeat(5001)],
  };

  it('accepts what fits each type, the empty string included', async () => {
    for (const [key, values] of Object.entries(good)) {
      for (const value of values) {
        const res = await call('POST', '/brands', admin, { name: 'Good', [key]: value });
        expect(res.statusCode, `${key}=${value}`).toBe(201);
        expect(res.json()[key]).toBe(value);
      }
    }
  });

  it('refuses what does not, on create and patch, naming the key', async () => {
    const { id } = await create({ name: 'Checked' });
    for (const [key, values] of Object.entries(bad)) {
      for (const value of values) {
        for (const res of [
          await call('POST', '/brands', admin, { name: 'Bad', [key]: value }),
          await call('PATCH', `/brands/${id}`, admin, { [key]: value }),
        ]) {
          expect(res.statusCode, `${key}=${value}`).toBe(400);
          expect(res.json()).toMatchObject({ code: 'validation_failed', issues: [{ path: key }] });
          expect(res.json().message).toContain(key);
        }
      }
    }
    expect((await call('GET', `/brands/${id}`, admin)).json()).toMatchObject({ name: 'Checked' });
  });

  it('keeps keys that name no field as plain strings', async () => {
    expect(await create({ name: 'Free', favourite: 'not a colour' })).toMatchObject({ favourite: 'not a colour' });
  });
});

describe('the OpenAPI document', () => {
  it('lists the 15 routes of the brands service', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const listed = Object.entries(doc.paths as Record<string, object>)
      .filter(([path]) => path.startsWith('/brands-api/'))
      .flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`))
      .sort();
    const routes = ['brands', 'fields', 'sections'].flatMap((r) => [
      `POST /brands-api/${r}`,
      `GET /brands-api/${r}`,
      `GET /brands-api/${r}/{id}`,
      `PATCH /brands-api/${r}/{id}`,
      `DELETE /brands-api/${r}/{id}`,
    ]);
    expect(listed).toEqual(routes.sort());
  });
});
