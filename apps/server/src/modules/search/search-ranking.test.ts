/**
 * GET /api/search ranks the words as typed first, then completed, then corrected by one edit, then
 * by two, each by where the words are (title > subtitle and tags > description); and keeps to the
 * categories the member may see even when a product is also in one they may not (DESIGN §1.3,
 * §1.12).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build';
import { createCategory, createGroup, createProvider } from '../../../test/catalogue';

let t: TestApp;
let admin: Record<string, string>;
let member: Record<string, string>;
let open = '';
let hidden = '';

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  admin = (await t.sessionFor('admin')).headers;
  const granted = await createProvider(db, 'Ranking granted');
  const denied = await createProvider(db, 'Ranking denied');
  const userId = await insertAccount(db, { username: 'ranking-member' });
  await createGroup(
    db,
    'ranking-group',
    [
      { id: granted, permission: 2 },
      { id: denied, permission: 0 },
    ],
    [userId],
  );
  member = (await t.sessionFor('ranking-member')).headers;
  open = await createCategory(db, { name: 'Ranking open', links: [{ id: granted, permission: 2 }] });
  hidden = await createCategory(db, { name: 'Ranking hidden', links: [{ id: denied, permission: 2 }] });
});
afterAll(() => t.close());

let seq = 0;
async function product(title: string, categories: string[], description = '') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: admin,
    payload: {
      title,
      description,
      slug: `ranking-product-${++seq}`,
      product_type: 'asset',
      categories: categories.map((category_id) => ({ category_id })),
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}
const search = async (query: string, headers = member) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/search?${query}`, headers });
  expect(res.statusCode).toBe(200);
  return res.json() as { count: number; products: { id: string }[] };
};

describe('GET /api/search ranking and categories', () => {
  it('ranks the word as typed, wherever it is, above its completions, and those above its corrections', async () => {
    const misspelt = await product('Zepelin card', [open]);
    const completed = await product('Zeppelinworks banner', [open]);
    const described = await product('Airship poster', [open], 'A zeppelin over the hills.');
    const exact = await product('Zeppelin poster', [open]);
    const result = await search('search=zeppelin&limit=10');
    expect(result.products.map((p) => p.id)).toEqual([exact, described, completed, misspelt]);
    expect(result.count).toBe(4);
  });

  it('ranks fewer edits above more, then the title above the description', async () => {
    const twice = await product('Kalaidoscpe print', [open]);
    const onceDescribed = await product('Pattern print', [open], 'Our kaleidoscpe range.');
    const once = await product('Kaleidoscpe print', [open]);
    const exact = await product('Kaleidoscope print', [open]);
    const result = await search('search=kaleidoscope&limit=10');
    expect(result.products.map((p) => p.id)).toEqual([exact, once, onceDescribed, twice]);
  });

  it('corrects each word on its own and wants every word', async () => {
    const both = await product('Pelican brochure', [open]);
    await product('Pelican poster', [open]);
    await product('Seasonal brochure', [open]);
    expect(await search('search=pelicna%20brochrue')).toEqual({
      count: 1,
      products: [expect.objectContaining({ id: both })],
      corrected_query: 'pelican brochure',
    });
    expect((await search('search=brochrue%20pelican')).products.map((p) => p.id)).toEqual([both]);
  });

  it('finds nothing in a category the member may not see, even a product also in one they may', async () => {
    const both = await product('Quetzal banner', [open, hidden]);
    expect((await search('search=quetzal')).products.map((p) => p.id)).toEqual([both]);
    expect(await search(`search=quetzal&category_id=${hidden}`)).toEqual({ count: 0, products: [] });
    expect((await search(`search=quetzal&category_id=${open}`)).count).toBe(1);
    expect((await search(`search=quetzal&category_id=${hidden}`, admin)).count).toBe(1);
  });
});
