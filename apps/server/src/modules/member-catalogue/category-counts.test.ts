/**
 * The kept counts of each category's products (category_counts, migration 0035), which the landing
 * page and category pages read for their page counts: they must equal a live count of the links
 * after every way the links change — admin saves, publishing, moving, deleting, bulk writes.
 */
import { categories, categoryCounts, productCategories, products } from '@stockroom/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory } from '../../../test/catalogue';
import { buildCatalogue, type Catalogue } from '../../../test/member-catalogue';

let c: Catalogue;

/** Kept and live counts side by side, per category that has any. */
async function countsBoth() {
  const kept = await c.db.select().from(categoryCounts);
  const live = await c.db
    .select({
      category_id: productCategories.category_id,
      published: sql<number>`count(*) filter (where not ${productCategories.product_is_draft})`.mapWith(Number),
      total: sql<number>`count(*)`.mapWith(Number),
    })
    .from(productCategories)
    .groupBy(productCategories.category_id);
  const keptNonZero = kept
    .filter((row) => row.total !== 0 || row.published !== 0)
    .map(({ category_id, published, total }) => ({ category_id, published, total }));
  const sort = (rows: { category_id: string }[]) => rows.toSorted((a, b) => a.category_id.localeCompare(b.category_id));
  return { kept: sort(keptNonZero), live: sort(live) };
}
const expectCountsTrue = async () => {
  const { kept, live } = await countsBoth();
  expect(kept).toEqual(live);
};
const update = (id: string, payload: object) =>
  c.t.app.inject({ method: 'PUT', url: `/api/products/${id}`, headers: c.admin, payload });
/** Gamma's page count at 2 a page, for a member and an admin, against its live links. */
async function expectGammaPages() {
  const pages = async (headers: Record<string, string>) =>
    (await c.get('/api/user/products/gamma?page_size=2', headers)).json().total_pages as number;
  const live = await c.db
    .select({
      published: sql<number>`count(*) filter (where not ${productCategories.product_is_draft})`.mapWith(Number),
      total: sql<number>`count(*)`.mapWith(Number),
    })
    .from(productCategories)
    .where(eq(productCategories.category_id, c.cat.gamma));
  expect(await pages(c.as.yes)).toBe(Math.ceil(live[0]!.published / 2));
  expect(await pages(c.admin)).toBe(Math.ceil(live[0]!.total / 2));
}

beforeAll(async () => {
  c = await buildCatalogue();
});
afterAll(() => c.t.close());

describe('kept category counts', () => {
  it('follow products created, published, moved and deleted by admins', async () => {
    const a = await c.product({}, [c.cat.gamma, c.cat.beta]);
    const b = await c.product({}, [c.cat.gamma]);
    const draft = await c.product({ is_draft: true }, [c.cat.gamma]);
    await expectCountsTrue();
    await expectGammaPages();

    expect((await update(draft, { is_draft: false })).statusCode).toBe(200);
    await expectCountsTrue();
    await expectGammaPages();

    expect((await update(a, { categories: [{ category_id: c.cat.alpha }] })).statusCode).toBe(200);
    await expectCountsTrue();
    await expectGammaPages();

    expect((await update(b, { is_draft: true })).statusCode).toBe(200);
    const deleted = await c.t.app.inject({ method: 'DELETE', url: `/api/products/${draft}`, headers: c.admin });
    expect(deleted.statusCode).toBeLessThan(300);
    await expectCountsTrue();
    await expectGammaPages();
  });

  it('follow writes of many rows at once, a product deleted outright, and a category deleted with its links', async () => {
    const ids = await Promise.all(Array.from({ length: 5 }, () => c.product({}, [c.cat.beta])));
    await c.db.update(products).set({ is_draft: true }).where(eq(products.id, ids[0]!));
    await c.db.delete(products).where(eq(products.id, ids[1]!));
    await c.db
      .insert(productCategories)
      .values(ids.slice(2).map((product_id) => ({ product_id, category_id: c.cat.alpha })));
    await expectCountsTrue();

    const doomed = await createCategory(c.db, { name: 'Doomed' });
    await c.db
      .insert(productCategories)
      .values(ids.slice(2).map((product_id) => ({ product_id, category_id: doomed })));
    await expectCountsTrue();
    await c.db.delete(categories).where(eq(categories.id, doomed));
    await expectCountsTrue();
    expect(await c.db.select().from(categoryCounts).where(eq(categoryCounts.category_id, doomed))).toEqual([]);
  });

  it('count drafts for admins only', async () => {
    const draft = await c.product({ is_draft: true }, [c.cat.orphan]);
    const [row] = await c.db.select().from(categoryCounts).where(eq(categoryCounts.category_id, c.cat.orphan));
    expect(row).toMatchObject({ published: 0, total: 1 });
    await c.db.delete(products).where(eq(products.id, draft));
    await expectCountsTrue();
  });

  it('are emptied with the links', async () => {
    await c.db.execute(sql`truncate product_categories`);
    await expectCountsTrue();
    expect((await countsBoth()).kept).toEqual([]);
  });
});
