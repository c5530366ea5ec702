import { categories, type Db, productCategories, products, productTags, tags } from '@stockroom/db';
import { and, asc, desc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import { productPermissions, tagPermissions, type Viewer } from '../access/access.service';

export type ProductRow = typeof products.$inferSelect;

/**
 * The tags the viewer may see that are on a product the viewer may see in the category, by name.
 */
export function categoryTagRows(db: Db, viewer: Viewer, categoryId: string) {
  const tp = tagPermissions(db, viewer);
  const pp = productPermissions(db, viewer);
  const tagged = db
    .select({ id: productTags.tag_id })
    .from(productTags)
    .innerJoin(productCategories, eq(productCategories.product_id, productTags.product_id))
    .innerJoin(products, eq(products.id, productTags.product_id))
    .innerJoin(pp, eq(pp.product_id, products.id))
    .where(
      and(
        eq(productCategories.category_id, categoryId),
        gt(pp.permission, 0),
        viewer.isAdmin ? undefined : eq(products.is_draft, false),
      ),
    );
  return db
    .select({
      id: tags.id,
      name: tags.name,
      slug: tags.slug,
      description: tags.description,
      description_bold: tags.description_bold,
    })
    .from(tags)
    .innerJoin(tp, eq(tp.tag_id, tags.id))
    .where(and(gt(tp.permission, 0), inArray(tags.id, tagged)))
    .orderBy(sql`lower(${tags.name})`, asc(tags.name), asc(tags.id));
}

/** A published, non-gated product in at least one live category, or undefined. */
export async function publicProductRow(db: Db, id: string) {
  const [row] = await db
    .select()
    .from(products)
    .where(
      and(
        eq(products.id, id),
        eq(products.is_draft, false),
        eq(products.is_gated, false),
        sql`exists (select 1 from ${productCategories} inner join ${categories} on ${categories.id} = ${productCategories.category_id} where ${productCategories.product_id} = ${products.id} and ${categories.deleted_at} is null)`,
      ),
    );
  return row;
}

/**
 * The newest `limit` products the viewer may see (drafts for admins only), each with the viewer's
 * permission and the total; `match`, when given, narrows them (a search's condition).
 */
export function newestProductRows(db: Db, viewer: Viewer, limit: number, match?: SQL) {
  const pp = productPermissions(db, viewer);
  const total = sql<number>`count(*) over ()`.mapWith(Number);
  return db
    .select({ product: products, permission: sql<number>`${pp.permission}`.mapWith(Number), total })
    .from(products)
    .innerJoin(pp, eq(pp.product_id, products.id))
    .where(and(gt(pp.permission, 0), viewer.isAdmin ? undefined : eq(products.is_draft, false), match))
    .orderBy(desc(products.created_at), desc(products.id))
    .limit(limit);
}
