/**
 * A one-word search answered from the kept counts and title postings (migration 0036, decision
 * 0055) gives exactly what reading its matches gives: the same products in the same order, the same
 * total and the same tier, for members and admins, in a category or not, on any page. And the two
 * tables stay what they would be built anew from the products, whatever changes them.
 */
import { type Db, queryRows } from '@stockroom/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount } from '../../../test/accounts';
import { createCategory, createGroup, createProvider } from '../../../test/catalogue';
import { createTestDatabase } from '../../../test/database';
import type { Viewer } from '../access/access.service';
import { CORRECTED_TIER, countSearchMatches, type SearchFilter, searchProductRows } from './search.queries';
import { correctedSearch, correctedWith } from './search-correction.queries';
import { searchFromPostings } from './search-postings.queries';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const member: Viewer = { userId: '', isAdmin: false };
const admin: Viewer = { userId: '00000000-0000-0000-0000-000000000002', isAdmin: true };
const categories: string[] = [];

/** Common words first: some fill many titles, some are mostly in descriptions. */
const TITLE_WORDS = ['harbor', 'lantern', 'meadow', 'orchard', 'compass', 'granite', 'willow', 'saffron', 'lighthouse'];
const BODY_WORDS = ['lantern', 'ember', 'thistle', 'harbor', 'quarry', 'bramble', 'the', 'with', 'our'];

/** A small deterministic generator, so that a failure repeats. */
function createRandom(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const skewed = (list: string[]) => list[Math.floor(list.length * next() * next())]!;
  const sentence = (list: string[], min: number, max: number) =>
    Array.from({ length: min + Math.floor(next() * (max - min + 1)) }, () => skewed(list)).join(' ');
  return { next, sentence };
}

async function loadCatalogue(db: Db, count: number, seed: number) {
  const random = createRandom(seed);
  for (let i = 0; i < count; i++) {
    const title = random.sentence(TITLE_WORDS, 1, 3);
    const draft = random.next() < 0.08;
    const [row] = await queryRows<{ id: string }>(
      db,
      sql`insert into products (title, subtitle, slug, description, product_type, is_draft)
        values (${title}, ${random.sentence(BODY_WORDS, 0, 3)}, ${`postings-${seed}-${i}`},
          ${random.sentence(BODY_WORDS, 2, 8)}, 'asset', ${draft}) returning id`,
    );
    const picked = categories.filter(() => random.next() < 0.35);
    for (const category of picked) {
      await db.execute(sql`insert into product_categories (product_id, category_id) values (${row!.id}, ${category})`);
    }
  }
  await db.execute(sql`update products set search_document = product_search_document(id)`);
}

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  const granted = await createProvider(db, 'Postings granted');
  const gated = await createProvider(db, 'Postings gated');
  const denied = await createProvider(db, 'Postings denied');
  member.userId = await insertAccount(db, { username: 'postings-member' });
  await createGroup(
    db,
    'postings-group',
    [
      { id: granted, permission: 2 },
      { id: gated, permission: 1 },
      { id: denied, permission: 0 },
    ],
    [member.userId],
  );
  categories.push(
    await createCategory(db, { name: 'Postings open', links: [{ id: granted, permission: 2 }] }),
    await createCategory(db, { name: 'Postings gated', links: [{ id: gated, permission: 2 }] }),
    await createCategory(db, { name: 'Postings hidden', links: [{ id: denied, permission: 2 }] }),
    await createCategory(db, { name: 'Postings gone', links: [{ id: granted, permission: 2 }], deleted: true }),
  );
  await loadCatalogue(db, 240, 7);
});
afterAll(() => database.close());

/** What reading the matches answers: the page's ids, the total and the best tier. */
async function readMatches(viewer: Viewer, filter: SearchFilter) {
  const rows = await searchProductRows(database.db, viewer, filter);
  const total = rows[0]?.total ?? (await countSearchMatches(database.db, viewer, filter));
  return { ids: rows.map((r) => r.product.id), total, tier: rows[0]?.bestTier };
}

const SEARCHES = [
  ...TITLE_WORDS,
  ...BODY_WORDS,
  'Harbors',
  'lanterns',
  'harbr', // one edit
  'meadw',
  'saffronn',
  'lihgthuose', // two edits
  'lant', // a prefix
  'orch',
  'qua',
  'gran',
  'harbor lantern', // several words: read from the matches
  'harbor -lantern',
  '"harbor lantern"',
  'zzzzzz',
  'the',
];
const PAGES = [
  { limit: 3, offset: 0 },
  { limit: 5, offset: 10 },
  { limit: 10, offset: 40 },
  { limit: 10, offset: 300 },
];

describe('a search from the postings', () => {
  it('answers what reading the matches answers, corrections included, and answers most one-word searches', async () => {
    let answered = 0;
    let cases = 0;
    let corrected = 0;
    for (const viewer of [member, admin]) {
      for (const categoryId of [null, categories[0]!, categories[2]!]) {
        for (const search of SEARCHES) {
          for (const page of PAGES) {
            const filter = { search, ...page, categoryId };
            const posted = await searchFromPostings(database.db, viewer, filter);
            const read = await readMatches(viewer, filter);
            const where = `${search} (${viewer.isAdmin ? 'admin' : 'member'}, ${categoryId}, ${page.offset})`;
            cases++;
            if (posted.total !== undefined) expect(posted.total, where).toBe(read.total);
            if (!posted.rows) continue;
            answered++;
            expect(
              posted.rows.map((r) => r.product.id),
              where,
            ).toEqual(read.ids);
            expect(posted.rows.length > 0 ? posted.tier : undefined, where).toBe(read.tier);
            if (posted.rows.length > 0 && posted.tier! >= CORRECTED_TIER) {
              corrected++;
              const said = correctedWith(search, posted.corrections ?? []);
              expect(said, where).toBe(await correctedSearch(database.db, search));
            } else if (posted.tier === undefined || posted.tier < CORRECTED_TIER) {
              expect(posted.corrections, where).toBeUndefined();
            }
          }
        }
      }
    }
    // Several words, phrases and exclusions are read from the matches, and so are the pages that
    // reach past a word's titles; most of the rest come from the postings.
    expect(answered).toBeGreaterThan(cases / 2);
    // What "Showing results for" says comes with the page for the corrected words it answers.
    expect(corrected).toBeGreaterThan(0);
  });

  it('gives each product its permission, drafts never', async () => {
    const posted = await searchFromPostings(database.db, member, { search: 'harbor', limit: 50, offset: 0 });
    const read = await searchProductRows(database.db, member, { search: 'harbor', limit: 50, offset: 0 });
    expect(posted.rows).toBeDefined();
    expect(posted.rows!.map((r) => [r.product.id, r.permission])).toEqual(
      read.map((r) => [r.product.id, r.permission]),
    );
    expect(posted.rows!.every((r) => !r.product.is_draft)).toBe(true);
    expect(new Set(posted.rows!.map((r) => r.permission))).toEqual(new Set([1, 2]));
  });

  it("says which products of the page the member holds a live subscription to, and never an admin's", async () => {
    const page = await searchFromPostings(database.db, member, { search: 'harbor', limit: 50, offset: 0 });
    const [live, ended, lapsed] = page.rows!.map((r) => r.product.id);
    const subscribe = (productId: string, status: string, end: string | null) =>
      database.db.execute(sql`insert into subscriptions
        (user_id, product_id, provider, checkout_session_id, status, amount, currency, interval, current_period_end)
        values (${member.userId}, ${productId}, 'sandbox', ${`postings-${productId}`}, ${status}, 900, 'usd', 'month', ${end})`);
    await subscribe(live!, 'active', null);
    await subscribe(ended!, 'ended', null);
    await subscribe(lapsed!, 'active', '2000-01-01T00:00:00Z');
    const again = await searchFromPostings(database.db, member, { search: 'harbor', limit: 50, offset: 0 });
    expect(again.rows!.filter((r) => r.subscribed).map((r) => r.product.id)).toEqual([live]);
    const asAdmin = await searchFromPostings(database.db, admin, { search: 'harbor', limit: 50, offset: 0 });
    expect(asAdmin.rows!.some((r) => r.subscribed)).toBe(false);
  });
});

/** Both tables as sorted text, rows of no product left out (a count may rest at 0). */
async function keptTables(db: Db) {
  const counts = await queryRows<{ row: string }>(
    db,
    sql`select lexeme || ' ' || category_ids::text || ' ' || products as row from search_lexeme_counts
      where products <> 0 order by 1`,
  );
  const postings = await queryRows<{ row: string }>(
    db,
    sql`select concat_ws(' ', lexeme, product_id, rank, title, category_ids) as row from search_title_postings order by 1`,
  );
  return { counts: counts.map((r) => r.row), postings: postings.map((r) => r.row) };
}

describe('the kept counts and postings', () => {
  it('stay what they would be built anew through every kind of change to the products', async () => {
    const db = database.db;
    await loadCatalogue(db, 40, 11);
    const some = (share: number) =>
      sql`(select id from products where ('x' || substr(md5(id::text), 1, 6))::bit(24)::int % 100 < ${share})`;
    // A title and its document; a product published, another made a draft; categories added and
    // removed; a tag named on products and then renamed; products deleted.
    await db.execute(sql`update products set title = title || ' ember' where id in ${some(10)}`);
    await db.execute(sql`update products set search_document = product_search_document(id) where id in ${some(10)}`);
    await db.execute(sql`update products set is_draft = not is_draft where id in ${some(6)}`);
    await db.execute(sql`insert into product_categories (product_id, category_id)
      select id, ${categories[1]} from products where id in ${some(20)} on conflict do nothing`);
    await db.execute(
      sql`delete from product_categories where category_id = ${categories[0]} and product_id in ${some(15)}`,
    );
    const [tag] = await queryRows<{ id: string }>(
      db,
      sql`insert into tags (name, slug) values ('Beacon', 'beacon') returning id`,
    );
    await db.execute(
      sql`insert into product_tags (product_id, tag_id) select id, ${tag!.id} from products where id in ${some(12)}`,
    );
    await db.execute(sql`update products set search_document = product_search_document(id)`);
    await db.execute(sql`update tags set name = 'Foghorn' where id = ${tag!.id}`);
    await db.execute(sql`update products set search_document = product_search_document(id)
      where id in (select product_id from product_tags where tag_id = ${tag!.id})`);
    await db.execute(sql`delete from products where id in ${some(5)}`);

    const kept = await keptTables(db);
    expect(kept.postings.length).toBeGreaterThan(100);
    expect(kept.postings.some((row) => row.startsWith('foghorn '))).toBe(false);
    expect(kept.counts.some((row) => row.startsWith('foghorn '))).toBe(true);
    await db.execute(sql`select search_postings_rebuild()`);
    expect(kept).toEqual(await keptTables(db));
  });
});
