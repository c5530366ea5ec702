import { categories, type Db, products, tags } from '@stockroom/db';
import { and, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { preparedPerViewer, productPermissions, type Viewer } from '../access/access.service';

export type ProductRow = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;

const productReads = preparedPerViewer((db, viewer, form) => {
  const pp = productPermissions(db, viewer);
  return db
    .select({ product: products, permission: sql<number>`coalesce(${pp.permission}, 0)`.mapWith(Number) })
    .from(products)
    .leftJoin(pp, eq(pp.product_id, products.id))
    .where(eq(products.id, sql.placeholder('id')))
    .prepare(`product_with_permission_${form}`);
});

/**
 * The product with the viewer's permission for it (0 when none), or undefined when there is none.
 * Prepared once per database: the product page is the hottest read, and building this nested SQL
 * and planning it cost more than running it.
 */
export async function productWithPermission(db: Db, viewer: Viewer, id: string) {
  const [row] = await productReads(db, viewer).execute({ id, userId: viewer.userId });
  return row;
}

/** The product's sample images' stored keys, in order; null when there is no such product. */
export async function productSampleImages(db: Db, id: string) {
  const [row] = await db.select({ keys: products.sample_images }).from(products).where(eq(products.id, id));
  return row?.keys ?? null;
}

/** Products the viewer may see: permission above 0, and no drafts for members. */
export async function countVisibleProducts(db: Db, viewer: Viewer) {
  const pp = productPermissions(db, viewer);
  const [row] = await db
    .select({ count: count() })
    .from(products)
    .innerJoin(pp, eq(pp.product_id, products.id))
    .where(and(gt(pp.permission, 0), viewer.isAdmin ? undefined : eq(products.is_draft, false)));
  return row?.count ?? 0;
}

/** The new product's id, or null when the slug is taken. */
export async function insertProduct(db: Db, values: NewProduct) {
  const [row] = await db.insert(products).values(values).onConflictDoNothing().returning({ id: products.id });
  return row?.id ?? null;
}

/** False when there is no such product. A taken slug fails on the unique constraint. */
export async function updateProductRow(db: Db, id: string, changes: Partial<NewProduct>) {
  const rows = await db
    .update(products)
    .set({ ...changes, updated_at: sql`now()` })
    .where(eq(products.id, id))
    .returning({ id: products.id });
  return rows.length > 0;
}

/**
 * Rebuilds the product's search document (title, subtitle, tag names, description; migration
 * 0003_search) after a write, in the writer's transaction.
 */
export async function refreshSearchDocument(db: Db, id: string) {
  await db.execute(
    sql`update ${products} set search_document = product_search_document(${id}::uuid) where ${products.id} = ${id}`,
  );
}

/** For good; its links go with it through their foreign keys. */
export async function deleteProductRow(db: Db, id: string) {
  const rows = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
  return rows.length > 0;
}

export async function existingCategoryIds(db: Db, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(inArray(categories.id, ids), isNull(categories.deleted_at)));
  return new Set(rows.map((r) => r.id));
}

export async function existingTagIds(db: Db, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db.select({ id: tags.id }).from(tags).where(inArray(tags.id, ids));
  return new Set(rows.map((r) => r.id));
}

export async function existingProductIds(db: Db, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db.select({ id: products.id }).from(products).where(inArray(products.id, ids));
  return new Set(rows.map((r) => r.id));
}
