/**
 * A product's search document holds its tags' names: renaming or deleting a tag rebuilds the
 * documents of its products, so search follows the tag's current name.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build';
import { createCategory, createGroup, createProvider, createTag } from '../../../test/catalogue';

let t: TestApp;
let admin: Record<string, string>;
let member: Record<string, string>;
let category = '';
let provider = '';

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  admin = (await t.sessionFor('admin')).headers;
  provider = await createProvider(db, 'Tag search provider');
  const userId = await insertAccount(db, { username: 'tag-search-member' });
  await createGroup(db, 'tag-search-group', [{ id: provider, permission: 2 }], [userId]);
  member = (await t.sessionFor('tag-search-member')).headers;
  category = await createCategory(db, { name: 'Tag search', links: [{ id: provider, permission: 2 }] });
});
afterAll(() => t.close());

async function taggedProduct(title: string, tagId: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: admin,
    payload: { title, product_type: 'asset', categories: [{ category_id: category }], tags: [{ tag_id: tagId }] },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}
const found = async (word: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/search?search=${word}&limit=50`, headers: member });
  expect(res.statusCode).toBe(200);
  return (res.json() as { products: { id: string }[] }).products.map((p) => p.id);
};

describe('tag names in search', () => {
  it('finds a product by its tag new name after a rename, and no longer by the old one', async () => {
    const tagId = await createTag(t.database.db, { name: 'Wombatstyle', links: [{ id: provider, permission: 2 }] });
    const id = await taggedProduct('Plain leaflet', tagId);
    expect(await found('wombatstyle')).toEqual([id]);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/tags/${tagId}`,
      headers: admin,
      payload: { name: 'Platypusform' },
    });
    expect(res.statusCode).toBe(200);
    expect(await found('platypusform')).toEqual([id]);
    expect(await found('wombatstyle')).toEqual([]);
  });

  it('no longer finds a product by the name of a deleted tag', async () => {
    const tagId = await createTag(t.database.db, { name: 'Echidnaline', links: [{ id: provider, permission: 2 }] });
    const id = await taggedProduct('Simple banner', tagId);
    expect(await found('echidnaline')).toEqual([id]);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/tags/${tagId}`, headers: admin });
    expect(res.statusCode).toBe(200);
    expect(await found('echidnaline')).toEqual([]);
    expect(await found('banner')).toEqual([id]);
  });
});
