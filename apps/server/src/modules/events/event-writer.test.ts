/**
 * The event writer (DESIGN §1.10): batched, enriched when written with the member's groups and the
 * product's categories and providers as they are then, administrators left out, and a failed batch
 * dropped without failing anyone's request.
 */
import { events } from '@stockroom/db';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build';
import { createCategory, createGroup, createProvider } from '../../../test/catalogue';
import { createEventWriter, normalizeSearchQuery } from './events.service';

let t: TestApp;
const ids = {} as Record<'member' | 'admin' | 'groupA' | 'groupB' | 'north' | 'south' | 'print' | 'web', string>;
let productId: string;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  ids.member = await insertAccount(db, { username: 'writer-member' });
  ids.admin = await insertAccount(db, { username: 'writer-admin', is_admin: true });
  ids.north = await createProvider(db, 'North');
  ids.south = await createProvider(db, 'South');
  ids.print = await createCategory(db, {
    name: 'Print',
    links: [
      { id: ids.north, permission: 2 },
      { id: ids.south, permission: 1 },
    ],
  });
  ids.web = await createCategory(db, { name: 'Web', links: [{ id: ids.north, permission: 2 }] });
  ids.groupA = await createGroup(db, 'A', [{ id: ids.north, permission: 2 }], [ids.member]);
  ids.groupB = await createGroup(db, 'B', [{ id: ids.south, permission: 2 }], [ids.member]);
  const admin = await t.sessionFor('admin');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: admin.headers,
    payload: {
      title: 'Two-category flyer',
      product_type: 'asset',
      categories: [{ category_id: ids.print }, { category_id: ids.web }],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  productId = res.json().id;
});
afterAll(() => t.close());

const sorted = (values: string[]) => [...values].sort();
const stored = () => t.database.db.select().from(events).orderBy(asc(events.id));

describe('the event writer', () => {
  it('writes nothing until its batch is flushed, then every event in the order recorded', async () => {
    const writer = createEventWriter(t.database.db);
    const before = (await stored()).length;
    writer.record({ kind: 'login', userId: ids.member });
    writer.record({ kind: 'product_view', userId: ids.member, productId });
    expect((await stored()).length).toBe(before);
    await writer.close();
    const rows = (await stored()).slice(before);
    expect(rows.map((r) => r.kind)).toEqual(['login', 'product_view']);
  });

  it("copies the member's groups, the product's categories and their providers into the event", async () => {
    const writer = createEventWriter(t.database.db);
    const before = (await stored()).length;
    writer.record({ kind: 'product_view', userId: ids.member, productId });
    await writer.close();
    const [row] = (await stored()).slice(before);
    expect(row).toMatchObject({ kind: 'product_view', user_id: ids.member, product_id: productId });
    expect(sorted(row?.group_ids ?? [])).toEqual(sorted([ids.groupA, ids.groupB]));
    expect(sorted(row?.category_ids ?? [])).toEqual(sorted([ids.print, ids.web]));
    expect(sorted(row?.provider_ids ?? [])).toEqual(sorted([ids.north, ids.south]));
  });

  it("carries a category page's category and its providers as they were when the event was written", async () => {
    const writer = createEventWriter(t.database.db);
    const before = (await stored()).length;
    const lone = await createCategory(t.database.db, { name: 'Lone', links: [{ id: ids.south, permission: 2 }] });
    writer.record({ kind: 'impression', userId: ids.member, categoryId: lone, pageRoute: '/lone' });
    await writer.flush();
    await t.database.db.execute(sql`delete from category_providers where category_id = ${lone}`);
    const [row] = (await stored()).slice(before);
    expect(row).toMatchObject({ category_ids: [lone], provider_ids: [ids.south], page_route: '/lone' });
    await writer.close();
  });

  it("leaves an administrator's events out and keeps an anonymous one", async () => {
    const writer = createEventWriter(t.database.db);
    const before = (await stored()).length;
    writer.record({ kind: 'product_view', userId: ids.admin, productId });
    writer.record({ kind: 'product_view', userId: null, productId });
    await writer.close();
    const rows = (await stored()).slice(before);
    expect(rows).toEqual([expect.objectContaining({ user_id: null, group_ids: [], product_id: productId })]);
  });

  it('stores a search normalized, with its result count', async () => {
    const writer = createEventWriter(t.database.db);
    const before = (await stored()).length;
    writer.record({ kind: 'search', userId: ids.member, searchQuery: '  Spring\t  FLYER \n', searchResults: 0 });
    await writer.close();
    const [row] = (await stored()).slice(before);
    expect(row).toMatchObject({ search_query: 'spring flyer', search_results: 0, product_id: null, category_ids: [] });
    expect(normalizeSearchQuery('A  b\u00a0C')).toBe('a b c');
  });

  it('logs and drops a batch the database refuses, and writes the next one', async () => {
    const warnings: object[] = [];
    const writer = createEventWriter(t.database.db, { warn: (obj) => warnings.push(obj) });
    const before = (await stored()).length;
    writer.record({ kind: 'login', userId: ids.member });
    // Not an id: the whole statement fails, as a database that is away would make it.
    writer.record({ kind: 'login', userId: 'not-a-uuid' });
    await writer.flush();
    expect(warnings).toEqual([expect.objectContaining({ lost: 2 })]);
    writer.record({ kind: 'login', userId: ids.member });
    await writer.close();
    expect((await stored()).slice(before).map((r) => r.user_id)).toEqual([ids.member]);
  });
});
