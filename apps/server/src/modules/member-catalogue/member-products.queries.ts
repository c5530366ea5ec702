import { categories, type Db, productCategories, products, productTags, tags } from '@stockroom/db';
import { and, asc, desc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import {
  productPermissionIn,
  tagPermissions,
  type Viewer,
  visibleCategoriesCte,
  visibleIdsIn,
} from '../access/access.service';

export type ProductRow = typeof products.$inferSelect;

/**
 * The tags the viewer may see that are on a product of the category, by name. The category is one
 * the viewer may see, so each of its products is visible (drafts aside) whatever its other categories.
 */
export function categoryTagRows(db: Db, viewer: Viewer, categoryId: string) {
  const tp = tagPermissions(db, viewer);
  const tagged = db
    .select({ id: productTags.tag_id })
    .from(productTags)
    .innerJoin(productCategories, eq(productCategories.product_id, productTags.product_id))
    .where(
      and(
        eq(productCategories.category_id, categoryId),
        viewer.isAdmin ? undefined : sql`not ${productCategories.product_is_draft}`,
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
 *
 * A member's rows walk products_created_idx backwards, checking each product's links against the
 * visible categories; without `match`, the total counts the distinct products among those
 * categories' published links, which never visits products.
 */
export function newestProductRows(db: Db, viewer: Viewer, limit: number, match?: SQL) {
  const visible = visibleCategoriesCte(db, viewer);
  const visibleIds = visibleIdsIn(visible);
  const published = sql`not ${products.is_draft}`;
  const seen = sql`exists (select 1 from ${productCategories} where ${productCategories.product_id} = ${products.id} and ${productCategories.category_id} = any(${visibleIds}))`;
  const where = viewer.isAdmin ? match : and(published, match, seen);
  const total =
    viewer.isAdmin || match
      ? sql<number>`(select count(*) from ${products}${where ? sql` where ${where}` : sql``})`
      : sql<number>`(select count(*) from (select ${productCategories.product_id} from ${productCategories}
        where ${productCategories.category_id} = any(${visibleIds}) and not ${productCategories.product_is_draft}
        group by ${productCategories.product_id}) as visible_products)`;
  const permission = productPermissionIn(viewer, visible, products.id);
  const newest = [desc(products.created_at), desc(products.id)];
  const top = db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...newest)
    .limit(limit)
    .as('top');
  // Joined back to products so that the selection's subqueries keep their table names.
  return (viewer.isAdmin ? db : db.with(visible))
    .select({ product: products, permission: permission.mapWith(Number), total: total.mapWith(Number) })
    .from(top)
    .innerJoin(products, eq(products.id, top.id))
    .orderBy(...newest);
}
