/** A user's brand (decision 0018): admins link and unlink it, the record and list show its name. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount } from '../../../test/accounts';
import { buildTestApp, type CallArgs, injectInto, MISSING_ID, type TestApp } from '../../../test/build';

let t: TestApp;
let admin: Record<string, string>;
let member: Awaited<ReturnType<TestApp['sessionFor']>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await t.sessionFor('admin')).headers;
  member = await t.sessionFor('member');
});
afterAll(() => t.close());

const call = (...args: CallArgs) => injectInto(t.app, ...args);
const newBrand = async (name: string) => {
  const res = await call('POST', '/brands-api/brands', admin, { name });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
};
const userRecord = async (id: string) => (await call('GET', `/api/user/${id}`, admin)).json();

describe("a user's brand", () => {
  it('is none on a new record', async () => {
    expect(await userRecord(member.userId)).toMatchObject({ brand_id: null, brand_name: '' });
  });

  it('is set by an admin on update, shows its name, and null unlinks it', async () => {
    const brand = await newBrand('Northwind Fiber');
    const res = await call('PUT', `/api/user/${member.userId}`, admin, { brand_id: brand });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ brand_id: brand, brand_name: 'Northwind Fiber' });
    expect((await call('GET', '/api/user', member.headers)).json()).toMatchObject({ brand_id: brand });
    await call('PATCH', `/brands-api/brands/${brand}`, admin, { name: 'Northwind Fibre' });
    expect(await userRecord(member.userId)).toMatchObject({ brand_name: 'Northwind Fibre' });
    const unlinked = await call('PUT', `/api/user/${member.userId}`, admin, { brand_id: null });
    expect(unlinked.json()).toMatchObject({ brand_id: null, brand_name: '' });
  });

  it('is set by an admin on create', async () => {
    const brand = await newBrand('Created With');
    const res = await call('POST', '/user', admin, {
      username: 'branded',
      password: 'a long enough password 7',
      email_address: 'branded@example.com',
      membership_status: 1,
      brand_id: brand,
    });
    expect(res.statusCode).toBe(201);
    expect(await userRecord(res.json().id)).toMatchObject({ brand_id: brand, brand_name: 'Created With' });
  });

  it('refuses an unknown or deleted brand with 400 naming brand_id, on create and update', async () => {
    const deleted = await newBrand('Deleted');
    await call('DELETE', `/brands-api/brands/${deleted}`, admin);
    for (const brand_id of [MISSING_ID, deleted]) {
      const update = await call('PUT', `/api/user/${member.userId}`, admin, { brand_id });
      const create = await call('POST', '/user', admin, {
        username: 'nobrand',
        password: 'a long enough password 7',
        email_address: 'nobrand@example.com',
        brand_id,
      });
      for (const res of [update, create]) {
        expect(res.statusCode).toBe(400);
        expect(res.json().issues).toEqual([expect.objectContaining({ path: 'brand_id' })]);
      }
    }
    expect(await userRecord(member.userId)).toMatchObject({ brand_id: null });
    expect((await call('GET', '/api/users?search=nobrand', admin)).json().count).toBe(0);
  });

  it('is refused, 403 naming brand_id, when a member sends it for their own record', async () => {
    const brand = await newBrand('Wanted');
    const res = await call('PUT', `/api/user/${member.userId}`, member.headers, { brand_id: brand });
    expect(res.statusCode).toBe(403);
    expect(res.json().issues).toEqual([expect.objectContaining({ path: 'brand_id' })]);
    expect(await userRecord(member.userId)).toMatchObject({ brand_id: null });
  });

  it("filters the users list to a brand's members, each with the brand's name", async () => {
    const brand = await newBrand('Filtered Co');
    const ids = [
      await insertAccount(t.database.db, { username: 'f1', brand_id: brand }),
      await insertAccount(t.database.db, { username: 'f2', brand_id: brand }),
    ];
    await insertAccount(t.database.db, { username: 'f3' });
    const res = await call('GET', `/api/users?brand_id=${brand}`, admin);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.count).toBe(2);
    expect(page.dataset.map((u: { id: string }) => u.id).sort()).toEqual(ids.sort());
    expect(page.dataset.every((u: { brand_name: string }) => u.brand_name === 'Filtered Co')).toBe(true);
    const all = (await call('GET', '/api/users?page_size=100', admin)).json();
    expect(all.dataset.find((u: { username: string }) => u.username === 'f3')).toMatchObject({ brand_name: '' });
    expect((await call('GET', '/api/users?brand_id=nope', admin)).statusCode).toBe(400);
  });

  it('is unlinked from every member when the brand is deleted', async () => {
    const brand = await newBrand('Closing');
    const id = await insertAccount(t.database.db, { username: 'closing', brand_id: brand });
    expect((await call('DELETE', `/brands-api/brands/${brand}`, admin)).statusCode).toBe(200);
    expect(await userRecord(id)).toMatchObject({ brand_id: null, brand_name: '' });
    expect((await call('GET', `/api/users?brand_id=${brand}`, admin)).json().count).toBe(0);
  });
});
