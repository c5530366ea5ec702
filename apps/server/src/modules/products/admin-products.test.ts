/** GET /api/admin/products (decision 0009): every product, drafts included, paged, searched, filtered. */
import { products } from '@stockroom/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build';
import { createCategory, createTag } from '../../../test/catalogue';

let t: TestApp;
let admin: Record<string, string>;
const cat = { posters: '', mailers: '' };
let tag = '';
/** Products made here, oldest first; the word `quokka` marks them apart from anything else stored. */
const made: { id: string; title: string }[] = [];

const list = (query: string, headers = admin) =>
  t.app.inject({ method: 'GET', url: `/api/admin/products?${query}`, headers });
const titles = async (query: string) => {
  const res = await list(`search=quokka&page_size=100&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().dataset.map((p: { title: string }) => p.title);
};

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  admin = (await t.sessionFor('admin')).headers;
  cat.posters = await createCategory(db, { name: 'Quokka posters' });
  cat.mailers = await createCategory(db, { name: 'Quokka mailers' });
  tag = await createTag(db, { name: 'Quokka tag' });
  const fields = [
    { title: 'Quokka poster one', product_type: 'asset', categories: [{ category_id: cat.posters }] },
    { title: 'Quokka poster two', product_type: 'asset', is_draft: true, categories: [{ category_id: cat.posters }] },
    { title: 'Quokka video', product_type: 'video', subtitle: 'A short film' },
    { title: 'Quokka mailer', product_type: 'template', is_draft: true, categories: [{ category_id: cat.mailers }] },
    { title: 'Quokka 100% cotton', product_type: 'asset', slug: 'tote-bag', tags: [{ tag_id: tag }] },
    { title: 'Quokka guide', product_type: 'article', subtitle: 'For Marsupial fans' },
  ];
  for (const [i, body] of fields.entries()) {
    const res = await t.app.inject({ method: 'POST', url: '/api/products', headers: admin, payload: body });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as string;
    // Distinct creation times, a minute apart, so that "newest first" has one answer.
    await db
      .update(products)
      .set({ created_at: new Date(Date.UTC(2030, 0, 1, 0, i)) })
      .where(eq(products.id, id));
    made.push({ id, title: body.title });
  }
});
afterAll(() => t.close());

const newestFirst = () => made.map((m) => m.title).reverse();

describe('the admin product list', () => {
  it('pages every product, drafts included, newest first, with the total', async () => {
    const first = (await list('search=quokka&page_size=4')).json();
    expect(first.count).toBe(made.length);
    expect(first.dataset.map((p: { title: string }) => p.title)).toEqual(newestFirst().slice(0, 4));
    const second = (await list('search=quokka&page_size=4&page=2')).json();
    expect(second).toMatchObject({ count: made.length });
    expect(second.dataset.map((p: { title: string }) => p.title)).toEqual(newestFirst().slice(4));
    expect((await list('search=quokka&page_size=4&page=9')).json()).toEqual({ count: made.length, dataset: [] });
  });

  it('answers each product whole, with its links', async () => {
    const res = (await list('search=poster one')).json();
    expect(res.dataset).toEqual([
      expect.objectContaining({ title: 'Quokka poster one', is_draft: false, categories: [cat.posters], tags: [] }),
    ]);
    const cotton = (await list('search=cotton')).json().dataset[0];
    expect(cotton).toMatchObject({ tags: [tag], categories: [], associated_products: [], pinned: false });
  });

  it.each([
    ['the title, whatever its case', 'QUOKKA VIDEO', ['Quokka video']],
    ['the subtitle', 'marsupial', ['Quokka guide']],
    ['the slug', 'tote-bag', ['Quokka 100% cotton']],
    ['% as itself', '0% c', ['Quokka 100% cotton']],
    ['% as itself, not any text', 'a%p', []],
    ['_ as itself, not any character', 'r_o', []],
  ])('searches %s', async (_what, search, expected) => {
    const res = (await list(`search=${encodeURIComponent(search)}`)).json();
    expect(res.dataset.map((p: { title: string }) => p.title)).toEqual(expected);
    expect(res.count).toBe(expected.length);
  });

  it('filters by category, type and draft', async () => {
    expect(await titles(`category_id=${cat.posters}`)).toEqual(['Quokka poster two', 'Quokka poster one']);
    expect(await titles('product_type=asset')).toEqual([
      'Quokka 100% cotton',
      'Quokka poster two',
      'Quokka poster one',
    ]);
    expect(await titles('is_draft=true')).toEqual(['Quokka mailer', 'Quokka poster two']);
    expect(await titles('is_draft=false')).toHaveLength(made.length - 2);
    expect(await titles(`is_draft=true&category_id=${cat.mailers}&product_type=template`)).toEqual(['Quokka mailer']);
  });

  it.each([
    ['is_draft', 'is_draft=maybe'],
    ['product_type', 'product_type=poster'],
    ['category_id', 'category_id=not-an-id'],
    ['page_size', 'page_size=101'],
    ['page', 'page=0'],
  ])('answers 400 naming %s for a bad value', async (field, query) => {
    const res = await list(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(field);
  });

  it('is for admins only', async () => {
    expect((await list('', (await t.sessionFor('member')).headers)).statusCode).toBe(403);
    expect((await list('', {})).statusCode).toBe(401);
  });
});
