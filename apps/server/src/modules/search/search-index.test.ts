/**
 * The search SQL is index-backed (issue 4 §3): over a few thousand products its plan reads the
 * full-text GIN index of migration 0003_search with a bitmap scan and never scans the products
 * table; typos are corrected against the words of the titles (migration 0006).
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

it('widens a misspelt word to the closest title words, keeping exclusions and dropping stop words', async () => {
  const typoQueries = async (search: string) => {
    const [row] = await queryRows<{ alternatives: string | null; closest: string | null }>(
      database.db,
      sql`select alternatives::text, closest::text from product_typo_queries(${search})`,
    );
    return row;
  };
  expect(await typoQueries('brochre')).toEqual({ alternatives: `'brochr' | 'brochur'`, closest: `'brochur'` });
  expect(await typoQueries('the brochre -filler')).toEqual({
    alternatives: `( 'brochr' | 'brochur' ) & !'filler'`,
    closest: `'brochur'`,
  });
  expect(await typoQueries('the -filler')).toEqual({ alternatives: null, closest: null });
});

it.each(viewers)('finds the bulk products through the same query ($name)', async ({ viewer }) => {
  const rows = await searchProductsQuery(database.db, viewer, { search: 'brochure', limit: 3 });
  expect(rows).toHaveLength(3);
  expect(rows[0]?.total).toBe(20);
});
