import { brands, type Db, users } from '@stockroom/db';
import { and, count, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../../lib/like-pattern';
import type { BrandSortKey } from './brand-cursor';

export type BrandRow = typeof brands.$inferSelect;

const live = isNull(brands.deleted_at);
/** The list's sort key; a brand without a name sorts first, as ''. Matches brands_name_live_idx. */
const sortName = sql<string>`lower(coalesce(${brands.values} ->> 'name', ''))`;

export async function findBrandRow(db: Db, id: string, lock = false): Promise<BrandRow | null> {
  const query = db
    .select()
    .from(brands)
    .where(and(eq(brands.id, id), live));
  const [row] = await (lock ? query.for('update') : query);
  return row ?? null;
}

export async function insertBrand(tx: Db, values: Record<string, string>): Promise<BrandRow> {
  const [row] = await tx.insert(brands).values({ values }).returning();
  if (!row) throw new Error('brand insert returned no row');
  return row;
}

export async function replaceBrandValues(tx: Db, id: string, values: Record<string, string>): Promise<BrandRow | null> {
  const [row] = await tx
    .update(brands)
    .set({ values, updated_at: sql`now()` })
    .where(and(eq(brands.id, id), live))
    .returning();
  return row ?? null;
}

export async function softDeleteBrand(tx: Db, id: string): Promise<boolean> {
  const rows = await tx
    .update(brands)
    .set({ deleted_at: sql`now()`, updated_at: sql`now()` })
    .where(and(eq(brands.id, id), live))
    .returning({ id: brands.id });
  return rows.length > 0;
}

/** The brand a user is linked to (null when none); `lock` holds their row until the transaction ends. */
export async function linkedBrandId(db: Db, userId: string, lock = false): Promise<string | null> {
  const query = db
    .select({ brand_id: users.brand_id })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deleted_at)));
  const [row] = await (lock ? query.for('update') : query);
  return row?.brand_id ?? null;
}

export const linkUserToBrand = (tx: Db, userId: string, brandId: string | null) =>
  tx.update(users).set({ brand_id: brandId, updated_at: sql`now()` }).where(eq(users.id, userId));

export const unlinkBrandMembers = (tx: Db, brandId: string) =>
  tx.update(users).set({ brand_id: null, updated_at: sql`now()` }).where(eq(users.brand_id, brandId));

/** Live brands with any value (the name among them) containing the search, whatever its case. */
function matching(search: string): SQL | undefined {
  const term = search.trim();
  if (!term) return live;
  const pattern = containsPattern(term);
  return and(live, sql`exists (select 1 from jsonb_each_text(${brands.values}) as v where v.value ilike ${pattern})`);
}

/** One page after `after` in (lower(name), id) order, and how many brands match in all. */
export async function listBrandRows(db: Db, options: { limit: number; after: BrandSortKey | null; search: string }) {
  const where = matching(options.search);
  const after = options.after && sql`(${sortName}, ${brands.id}) > (${options.after.name}, ${options.after.id}::uuid)`;
  const [total] = await db.select({ n: count() }).from(brands).where(where);
  const rows = await db
    .select({ row: brands, sort_name: sortName })
    .from(brands)
    .where(and(where, after ?? undefined))
    .orderBy(sortName, brands.id)
    .limit(options.limit + 1);
  return { total: Number(total?.n ?? 0), rows };
}

/** Whether a live brand has this id, held against deletion until the transaction ends. */
export async function lockLiveBrand(tx: Db, id: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: brands.id })
    .from(brands)
    .where(and(eq(brands.id, id), live))
    .for('share');
  return Boolean(row);
}
