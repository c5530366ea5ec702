/**
 * The search SQL is index-backed (issue 4 §3): over a few thousand products its plan reads the
 * full-text GIN index of migration 0003_search with a bitmap scan and never scans the products
 * table; typos are corrected against the words of the product documents and tag names, found
 * through their deletions (migration 0007).
 */
import { queryRows } from '@stockroom/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertAccount } from '../../../test/accounts';
import { createCategory, createGroup, createProvider } from '../../../test/catalogue';
import { createTestDatabase } from '../../../test/database';
import { searchProductsQuery } from './search.queries';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const member = { userId: '', isAdmin: false };

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  await db.execute(sql`insert into products (title, slug, description, product_type)
    select 'Product ' || g || case when g % 100 = 0 then ' brochure' else '' end,
           'bulk-' || g, 'Filler words number ' || g, 'asset'
    from generate_series(1, 2000) g`);
  await db.execute(sql`update products set search_document = product_search_document(id)`);
  // A member who may see every one of them, through one category.
  const provider = await createProvider(db, 'Bulk provider');
  const category = await createCategory(db, { name: 'Bulk', links: [{ id: provider, permission: 2 }] });
  member.userId = await insertAccount(db, { username: 'bulk-member' });
  await createGroup(db, 'Bulk group', [{ id: provider, permission: 2 }], [member.userId]);
  await db.execute(sql`insert into product_categories (product_id, category_id) select id, ${category} from products`);
  await db.execute(sql`analyze`);
});
afterAll(() => database.close());

const viewers = [
  { name: 'member', viewer: member },
  { name: 'admin', viewer: { userId: '00000000-0000-0000-0000-000000000002', isAdmin: true } },
];

it.each(viewers)('reads the full-text GIN index, never the whole products table ($name)', async ({ viewer }) => {
  const plan = await database.db.transaction(async (tx) => {
    // At 2,000 rows both planners rightly prefer reading the whole table (a sequential scan, or the
    // primary key from end to end) to a bitmap of the GIN index; with those two plans off, the plan
    // left shows the GIN index serves the match, typo corrections included.
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_indexscan = off`);
    const query = searchProductsQuery(tx, viewer, { search: 'brochure', limit: 3 });
    const rows = await queryRows<{ 'QUERY PLAN': string }>(tx, sql`explain ${query}`);
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  });
  expect(plan).toMatch(/Bitmap Index Scan on products_search_document_idx/);
  expect(plan).not.toMatch(/(Seq Scan on|Index Scan using \w+ on) products\b/);
  // The access check reads the row's own category ids, not a link per match.
  expect(plan).not.toMatch(/on product_categories\b[^\n]*\n[^\n]*Index Cond: \(product_id = products_1\.id\)/);
});

const queries = async (search: string) => {
  const [row] = await queryRows<{ matches: string | null; prefixed: string | null; one_edit: string | null }>(
    database.db,
    sql`select matches::text, prefixed::text, one_edit::text from product_search_queries(${search})`,
  );
  return row;
};

it('widens each word to its corrections and the last one to its completions, keeping exclusions', async () => {
  // 7 letters: one edit; the last word also a prefix, completing no word here.
  expect(await queries('brochre')).toEqual({
    matches: `'brochr' | 'brochur'`,
    prefixed: `'brochr'`,
    one_edit: `'brochr' | 'brochur'`,
  });
  // The last word an exclusion: no prefix; stop words dropped.
  expect(await queries('the brochre -filler')).toEqual({
    matches: `( 'brochr' | 'brochur' ) & !'filler'`,
    prefixed: `'brochr'`,
    one_edit: `'brochr' | 'brochur'`,
  });
  expect(await queries('the -filler')).toEqual({ matches: null, prefixed: null, one_edit: null });
  // Each word on its own; from 9 letters two edits.
  expect(await queries('prodct brochurres')).toEqual({
    matches: `( 'prodct' | 'product' ) & ( 'brochurr' | 'brochur' )`,
    prefixed: `'prodct' & 'brochurr'`,
    one_edit: `( 'prodct' | 'product' ) & 'brochurr'`,
  });
  // Below 5 letters as typed only; the prefix completed to the stems of the words it begins, from 3
  // letters.
  expect((await queries('prodct wor'))?.matches).toBe(`( 'prodct' | 'product' ) & ( 'wor' | 'word' )`);
  expect((await queries('wrds pr'))?.matches).toBe(`'wrds' & 'pr'`);
});

it('completes a prefix to the stems of the words it begins, or to a range of lexemes past 20 of them', async () => {
  const many = Array.from({ length: 24 }, (_, i) => `quxa${String.fromCharCode(97 + i)}t`).join(' ');
  await database.db.execute(sql`insert into products (title, slug, product_type, description)
    values ('Marketing kit', 'marketing-kit', 'asset', ${many})`);
  const prefixed = async (search: string) => (await queries(search))?.prefixed;
  // "marketi" goes past the stem of marketing: the completion is the stem.
  expect(await prefixed('marketi')).toBe(`'marketi' | 'market'`);
  expect(await prefixed('quxa')).toBe(`'quxa' | 'quxa':*`);
});

it('keeps the words of products and tags as they are now, each under its deletions', async () => {
  const words = async () =>
    Object.fromEntries(
      (
        await queryRows<{ word: string; uses: number; deletions: number }>(
          database.db,
          sql`select w.word, w.uses, (select count(*)::int from search_word_deletions d where d.word = w.word) as deletions
            from search_words w where w.word in ('gannet', 'gannets', 'puffin', 'kittiwake')`,
        )
      ).map((r) => [r.word, [r.uses, r.deletions]]),
    );
  const db = database.db;
  await db.execute(sql`insert into products (title, subtitle, slug, product_type, description)
    values ('Gannet print', 'Puffin', 'gannet-1', 'asset', 'Gannets and a gannet'), ('Gannet card', '', 'gannet-2', 'asset', '')`);
  // 6 letters: the word and its 5 distinct spellings less a letter; 7: also those less two letters.
  expect(await words()).toEqual({ gannet: [2, 6], gannets: [1, 23], puffin: [1, 6] });
  await db.execute(sql`update products set subtitle = 'Kittiwake' where slug = 'gannet-1'`);
  await db.execute(sql`delete from products where slug = 'gannet-2'`);
  expect(await words()).toMatchObject({ gannet: [1, 6], gannets: [1, 23], kittiwake: [1, expect.any(Number)] });
  expect(await words()).not.toHaveProperty('puffin');
  await db.execute(sql`insert into tags (name, slug) values ('Puffin', 'puffin')`);
  expect((await words()).puffin).toEqual([1, 6]);
  await db.execute(sql`update tags set name = 'Seabirds' where slug = 'puffin'`);
  expect(await words()).not.toHaveProperty('puffin');
  expect(await queryRows(db, sql`select 1 from search_word_deletions where word = 'puffin'`)).toHaveLength(0);
});

it.each(viewers)('finds the bulk products through the same query ($name)', async ({ viewer }) => {
  const rows = await searchProductsQuery(database.db, viewer, { search: 'brochure', limit: 3 });
  expect(rows).toHaveLength(3);
  expect(rows[0]?.total).toBe(20);
});
