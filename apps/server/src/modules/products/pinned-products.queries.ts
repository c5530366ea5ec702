import { categories, type Db, pinnedProducts, productCategories } from '@stockroom/db';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';

export async function liveCategoryExists(db: Db, id: string) {
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, id), isNull(categories.deleted_at)));
  return rows.length > 0;
}

/** The category's pinned product ids, in order. */
export async function pinnedProductIds(db: Db, categoryId: string) {
  const rows = await db
    .select({ id: pinnedProducts.product_id })
    .from(pinnedProducts)
    .where(eq(pinnedProducts.category_id, categoryId))
    .orderBy(asc(pinnedProducts.position));
  return rows.map((r) => r.id);
}

/** Of `ids`, the products that are in the category. */
export async function productsInCategory(db: Db, categoryId: string, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: productCategories.product_id })
    .from(productCategories)
    .where(and(eq(productCategories.category_id, categoryId), inArray(productCategories.product_id, ids)));
  return new Set(rows.map((r) => r.id));
}

export async function replacePinned(db: Db, categoryId: string, ids: string[]) {
  await db.delete(pinnedProducts).where(eq(pinnedProducts.category_id, categoryId));
  if (ids.length === 0) return;
  await db
    .insert(pinnedProducts)
    .values(ids.map((product_id, position) => ({ category_id: categoryId, product_id, position })));
}
