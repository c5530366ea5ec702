/**
 * GET /api/search (DESIGN §1.12): weighted full text with typo tolerance, access-filtered (DESIGN
 * §1.3), drafts never, limit default 3 with the total in `count`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build';
import { createCategory, createGroup, createProvider, createTag } from '../../../test/catalogue';

let t: TestApp;
let admin: Record<string, string>;
const as: Record<'no' | 'gated' | 'yes', Record<string, string>> = { no: {}, gated: {}, yes: {} };
let catA = '';
let catB = '';
let tagId = '';
let otherTagId = '';

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  admin = (await t.sessionFor('admin')).headers;
  const provider = await createProvider(db, 'Search provider');
  for (const [level, permission] of [
    ['no', 0],
    ['gated', 1],
    ['yes', 2],
  ] as const) {
    const userId = await insertAccount(db, { username: `search-${level}` });
    await createGroup(db, `search-group-${level}`, [{ id: provider, permission }], [userId]);
    as[level] = (await t.sessionFor(`search-${level}`)).headers;
  }
  catA = await createCategory(db, { name: 'Search A', links: [{ id: provider, permission: 2 }] });
  catB = await createCategory(db, { name: 'Search B', links: [{ id: provider, permission: 2 }] });
  tagId = await createTag(db, { name: 'Quokkaware', links: [{ id: provider, permission: 2 }] });
  otherTagId = await createTag(db, { name: 'Bilbyware', links: [{ id: provider, permission: 2 }] });
});
afterAll(() => t.close());

let seq = 0;
async function product(fields: object, categories = [catA], tags: string[] = []) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: admin,
    payload: {
      slug: `search-product-${++seq}`,
      product_type: 'asset',
      article_file_path: 'a.pdf',
      ...fields,
      categories: categories.map((category_id) => ({ category_id })),
      tags: tags.map((tag_id) => ({ tag_id })),
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}
const search = (query: string, headers: Record<string, string> = as.yes) =>
  t.app.inject({ method: 'GET', url: `/api/search?${query}`, headers });
const found = async (query: string, headers: Record<string, string> = as.yes) => {
  const res = await search(query, headers);
  expect(res.statusCode).toBe(200);
  return res.json() as { count: number; products: { id: string; title: string; article_file_path: string }[] };
};

describe('GET /api/search', () => {
  it('ranks a title match above a description match', async () => {
    const inDescription = await product({ title: 'Another poster', description: 'Mentions zephyrine once.' });
    const inTitle = await product({ title: 'Zephyrine poster', description: 'Nothing else.' });
    const result = await found('search=zephyrine');
    expect(result.products.map((p) => p.id)).toEqual([inTitle, inDescription]);
    expect(result.count).toBe(2);
  });

  it('walks the matches a page at a time, keeping the total on every page', async () => {
    const ids = [];
    for (const n of [1, 2, 3, 4, 5]) ids.push(await product({ title: `Pagewalker flyer ${n}` }));
    const first = await found('search=pagewalker&limit=2');
    const second = await found('search=pagewalker&limit=2&page=2');
    const third = await found('search=pagewalker&limit=2&page=3');
    expect([first, second, third].map((r) => r.count)).toEqual([5, 5, 5]);
    const walked = [first, second, third].flatMap((r) => r.products.map((p) => p.id));
    expect(walked).toHaveLength(5);
    expect(new Set(walked)).toEqual(new Set(ids));
    expect((await search('search=pagewalker&page=0')).statusCode).toBe(400);
  });

  it('answers the total and no product for a page past the last', async () => {
    for (const n of [1, 2, 3]) await product({ title: `Overshoot leaflet ${n}` });
    expect(await found('search=overshoot&limit=2&page=3')).toEqual({ count: 3, products: [] });
    expect(await found('search=overshot&limit=2&page=9')).toEqual({ count: 3, products: [] });
    expect(await found('search=nowhereword&page=2')).toEqual({ count: 0, products: [] });
  });

  it('finds a product by the first letters of the last word, from three letters on', async () => {
    const id = await product({ title: 'Quillwort leaflet' });
    const gardening = await product({ title: 'Quillwort gardening' });
    expect((await found('search=qui')).products.map((p) => p.id).sort()).toEqual([id, gardening].sort());
    expect((await found('search=qu')).count).toBe(0);
    expect((await found('search=leaflet%20quillw')).products.map((p) => p.id)).toEqual([id]);
    // The document holds stems: "gardeni" goes past the stem of gardening ("garden").
    expect((await found('search=quillwort%20gardeni')).products.map((p) => p.id)).toEqual([gardening]);
    // Only the last word is a prefix.
    expect((await found('search=quill%20leaflet')).count).toBe(0);
  });

  it('corrects a word found only in a tag or in a description', async () => {
    const tagged = await product({ title: 'Tagged sticker' }, [catA], [otherTagId]);
    const described = await product({ title: 'Plain sticker', description: 'Printed on marzipanite paper.' });
    expect((await found('search=bilbywear')).products.map((p) => p.id)).toEqual([tagged]);
    expect((await found('search=marzipanit%20sticker')).products.map((p) => p.id)).toEqual([described]);
  });

  it('finds a product by the name of its tag', async () => {
    const id = await product({ title: 'Tagged flyer' }, [catA], [tagId]);
    expect((await found('search=quokkaware')).products.map((p) => p.id)).toEqual([id]);
  });

  it('finds a product despite a typo in its title', async () => {
    const id = await product({ title: 'Spring Brochure' });
    expect((await found('search=brochre')).products.map((p) => p.id)).toContain(id);
  });

  it('answers 3 products by default with the total in count', async () => {
    for (let i = 0; i < 5; i++) await product({ title: `Marmalade ${i}` });
    const result = await found('search=marmalade');
    expect(result.count).toBe(5);
    expect(result.products).toHaveLength(3);
    expect((await found('search=marmalade&limit=4')).products).toHaveLength(4);
  });

  it('keeps to one category when category_id is given', async () => {
    await product({ title: 'Ocelot banner' }, [catA]);
    const inB = await product({ title: 'Ocelot card' }, [catB]);
    expect((await found('search=ocelot')).count).toBe(2);
    const result = await found(`search=ocelot&category_id=${catB}`);
    expect(result).toMatchObject({ count: 1, products: [{ id: inB }] });
  });

  it('shows nothing to a member whose groups grant no', async () => {
    await product({ title: 'Narwhal kit' });
    expect(await found('search=narwhal', as.no)).toEqual({ count: 0, products: [] });
  });

  it('lists a gated product to a gated member with its files withheld', async () => {
    const locked = await product({ title: 'Lynx locked', is_gated: true });
    const open = await product({ title: 'Lynx open' });
    const result = await found('search=lynx&limit=10', as.gated);
    const byId = new Map(result.products.map((p) => [p.id, p]));
    expect(byId.get(locked)?.article_file_path).toBe('');
    expect(byId.get(open)?.article_file_path).toBe('a.pdf');
    expect((await found('search=lynx&limit=10')).products.find((p) => p.id === locked)?.article_file_path).toBe(
      'a.pdf',
    );
  });

  it('never shows drafts, not even to admins', async () => {
    await product({ title: 'Pangolin draft', is_draft: true });
    expect((await found('search=pangolin')).count).toBe(0);
    expect((await found('search=pangolin', admin)).count).toBe(0);
  });

  it('follows title and tag changes', async () => {
    const id = await product({ title: 'Capybara mug' });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${id}`,
      headers: admin,
      payload: { title: 'Wombat mug', add_tags: [tagId] },
    });
    expect(res.statusCode).toBe(200);
    expect((await found('search=capybara')).count).toBe(0);
    expect((await found('search=wombat')).products.map((p) => p.id)).toEqual([id]);
    expect((await found('search=quokkaware&limit=10')).products.map((p) => p.id)).toContain(id);
  });

  it('corrects typos against the titles as they are now', async () => {
    const id = await product({ title: 'Flamingo flyer' });
    expect((await found('search=flamingp')).products.map((p) => p.id)).toEqual([id]);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${id}`,
      headers: admin,
      payload: { title: 'Heron flyer' },
    });
    expect(res.statusCode).toBe(200);
    expect((await found('search=flamingp')).count).toBe(0);
    expect((await found('search=herron')).products.map((p) => p.id)).toEqual([id]);
  });

  it('keeps "-word" an exclusion for typo matches too', async () => {
    const kept = await product({ title: 'Toucan poster' });
    await product({ title: 'Toucan poster', description: 'With a jaguar.' });
    expect((await found('search=toucam%20-jaguar&limit=10')).products.map((p) => p.id)).toEqual([kept]);
  });

  it("follows a product's category changes", async () => {
    const id = await product({ title: 'Axolotl sticker' }, [catA]);
    const move = (payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/products/${id}`, headers: admin, payload });
    expect((await move({ add_categories: [catB], remove_categories: [catA] })).statusCode).toBe(200);
    expect((await found(`search=axolotl&category_id=${catA}`)).count).toBe(0);
    expect((await found(`search=axolotl&category_id=${catB}`)).products.map((p) => p.id)).toEqual([id]);
  });

  it('answers nothing for an empty or missing search', async () => {
    await product({ title: 'Empty search bait' });
    for (const query of ['', 'search=', 'search=%20%20']) {
      expect(await found(query)).toEqual({ count: 0, products: [] });
    }
  });

  it('refuses a bad limit or category_id', async () => {
    for (const query of ['search=a&limit=0', 'search=a&limit=51', 'search=a&category_id=nope']) {
      expect((await search(query)).statusCode).toBe(400);
    }
  });

  it('refuses an anonymous caller', async () => {
    expect((await search('search=marmalade', {})).statusCode).toBe(401);
  });
});
