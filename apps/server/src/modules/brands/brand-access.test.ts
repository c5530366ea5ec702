/**
 * Who reaches brands (DESIGN §1.2, decision 0018): a member their own brand only (any other id is
 * 404), never the list; one without a brand may create it and is linked to it; form writes are
 * for admins.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount } from '../../../test/accounts';
import { buildTestApp, injectInto, type Method, MISSING_ID, type TestApp } from '../../../test/build';

let t: TestApp;
let admin: Record<string, string>;
let member: Awaited<ReturnType<TestApp['sessionFor']>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await t.sessionFor('admin')).headers;
  member = await t.sessionFor('member');
});
afterAll(() => t.close());

const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
  injectInto(t.app, method, `/brands-api${url}`, headers, payload);
const linkedBrand = async (userId: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/user/${userId}`, headers: admin })).json().brand_id;

describe('a member without a brand', () => {
  it('creates one, is linked to it, and is refused a second with 403', async () => {
    const res = await call('POST', '/brands', member.headers, { name: 'Northwind Fiber' });
    expect(res.statusCode).toBe(201);
    const id = res.json().id;
    expect(await linkedBrand(member.userId)).toBe(id);
    const again = await call('POST', '/brands', member.headers, { name: 'Second' });
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toMatch(/already has a brand/);
    expect(await linkedBrand(member.userId)).toBe(id);
  });

  it('gets nothing from a create whose values are refused', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/brands-api/fields',
      headers: admin,
      payload: { name: 'hue', label: 'Hue', type: 'color' },
    });
    const userId = await insertAccount(t.database.db, { username: 'refused' });
    const headers = (await t.sessionFor('refused')).headers;
    expect((await call('POST', '/brands', headers, { name: 'Nope', hue: 'red' })).statusCode).toBe(400);
    expect(await linkedBrand(userId)).toBeNull();
    expect((await call('GET', `/brands?$search=Nope`, admin)).json().total).toBe(0);
  });
});

describe('a member with a brand', () => {
  let own: string;
  let other: string;
  beforeAll(async () => {
    own = await linkedBrand(member.userId);
    other = (await call('POST', '/brands', admin, { name: 'Somebody Else' })).json().id;
  });

  it('reads and patches their own brand', async () => {
    expect((await call('GET', `/brands/${own}`, member.headers)).json()).toMatchObject({ name: 'Northwind Fiber' });
    const res = await call('PATCH', `/brands/${own}`, member.headers, { tagline: 'Fast' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Northwind Fiber', tagline: 'Fast' });
  });

  it("gets 404 for any other brand's id, and it is left as it was", async () => {
    for (const id of [other, MISSING_ID]) {
      expect((await call('GET', `/brands/${id}`, member.headers)).statusCode).toBe(404);
      expect((await call('PATCH', `/brands/${id}`, member.headers, { name: 'Taken over' })).statusCode).toBe(404);
    }
    expect((await call('GET', `/brands/${other}`, admin)).json()).toMatchObject({ name: 'Somebody Else' });
  });

  it('may not list or delete brands, nor write fields or sections, but reads the form', async () => {
    expect((await call('GET', '/brands', member.headers)).statusCode).toBe(403);
    expect((await call('DELETE', `/brands/${own}`, member.headers)).statusCode).toBe(403);
    const field = { name: 'f', label: 'F', type: 'text' };
    expect((await call('POST', '/fields', member.headers, field)).statusCode).toBe(403);
    expect((await call('POST', '/sections', member.headers, { name: 's', label: 'S' })).statusCode).toBe(403);
    const [f] = (await call('GET', '/fields', member.headers)).json();
    expect((await call('GET', `/fields/${f.id}`, member.headers)).statusCode).toBe(200);
    expect((await call('PATCH', `/fields/${f.id}`, member.headers, { label: 'x' })).statusCode).toBe(403);
    expect((await call('DELETE', `/fields/${f.id}`, member.headers)).statusCode).toBe(403);
    const s = (await call('POST', '/sections', admin, { name: 'sec', label: 'Sec' })).json();
    expect((await call('GET', '/sections', member.headers)).json()).toEqual([s]);
    expect((await call('GET', `/sections/${s.id}`, member.headers)).statusCode).toBe(200);
    expect((await call('PATCH', `/sections/${s.id}`, member.headers, { label: 'x' })).statusCode).toBe(403);
    expect((await call('DELETE', `/sections/${s.id}`, member.headers)).statusCode).toBe(403);
  });

  it('loses it when an admin deletes it, and may then create another', async () => {
    expect((await call('DELETE', `/brands/${own}`, admin)).statusCode).toBe(200);
    expect(await linkedBrand(member.userId)).toBeNull();
    expect((await call('GET', `/brands/${own}`, member.headers)).statusCode).toBe(404);
    expect((await call('POST', '/brands', member.headers, { name: 'Again' })).statusCode).toBe(201);
  });

  it('is refused everything anonymously', async () => {
    expect((await call('GET', `/brands/${other}`, {})).statusCode).toBe(401);
    expect((await call('GET', '/fields', {})).statusCode).toBe(401);
  });
});
