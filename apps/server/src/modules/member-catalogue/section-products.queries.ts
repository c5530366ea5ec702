/**
 * The products of landing sections and category pages. Every query starts from categories the
 * viewer may see (visibleCategories): each of their products is visible too, its permission being
 * the highest over its categories, so only drafts and the tag filter narrow a category's list, and
 * the product's own permission is computed for the rows answered only.
 */
import { categoryCounts, type Db, pinnedProducts, productCategories, products, productTags } from '@stockroom/db';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { productPermissions, type Viewer } from '../access/access.service';

export interface ProductFilter {
  categoryIds: string[];
  tagId?: string;
}

/** Conditions on the product_categories row in scope: drafts for admins only, and the tag filter. */
function linkConditions(viewer: Viewer, filter: ProductFilter) {
  return (
    and(
      // As the partial index product_categories_published_idx spells it, so that it applies.
      viewer.isAdmin ? undefined : sql`not ${productCategories.product_is_draft}`,
      filter.tagId === undefined
        ? undefined
        : sql`exists (select 1 from ${productTags} where ${productTags.product_id} = ${productCategories.product_id} and ${productTags.tag_id} = ${filter.tagId})`,
    ) ?? sql`true`
  );
}

/**
 * Per category: its pinned products by position, then the newest of the others (index
 * product_categories_newest_idx read backwards), stopping after offset+limit of each; rows
 * offset+1 … offset+limit of that order are kept.
 */
function pickedProducts(db: Db, viewer: Viewer, filter: ProductFilter, offset: number, limit: number) {
  const ids = sql.join(
    filter.categoryIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const wanted = offset + limit;
  const where = linkConditions(viewer, filter);
  const pc = productCategories;
  const pin = pinnedProducts;
  return db
    .$with('picked', {
      category_id: pc.category_id,
      product_id: pc.product_id,
      position: pin.position,
      product_created_at: pc.product_created_at,
    })
    .as(
      sql`select section.category_id, chosen.product_id, chosen.position, chosen.product_created_at
      from unnest(array[${ids}]) as section(category_id)
      cross join lateral (
        select * from (
          (select ${pc.product_id}, ${pin.position}, ${pc.product_created_at}
            from ${pin} join ${pc} on ${pc.product_id} = ${pin.product_id} and ${pc.category_id} = ${pin.category_id}
            where ${pin.category_id} = section.category_id and ${where}
            order by ${pin.position}, ${pc.product_created_at} desc, ${pc.product_id} desc
            limit ${wanted})
          union all
          (select ${pc.product_id}, null, ${pc.product_created_at}
            from ${pc}
            where ${pc.category_id} = section.category_id and ${where}
              and not exists (select 1 from ${pin} where ${pin.category_id} = ${pc.category_id} and ${pin.product_id} = ${pc.product_id})
            order by ${pc.product_created_at} desc, ${pc.product_id} desc
            limit ${wanted})
        ) as candidates
        order by position nulls last, product_created_at desc, product_id desc
        offset ${offset} limit ${limit}
      ) as chosen`,
    );
}

/**
 * The visible products of each category, pinned ones first (in pinned order), then the newest,
 * keeping places offset+1 … offset+limit of each; ordered by category, then place.
 */
export async function sectionProducts(db: Db, viewer: Viewer, filter: ProductFilter, offset: number, limit: number) {
  if (filter.categoryIds.length === 0) return [];
  const picked = pickedProducts(db, viewer, filter, offset, limit);
  const permissions = productPermissions(db, viewer, db.select({ id: picked.product_id }).from(picked));
  const rows = await db
    .with(picked)
    .select({
      product: products,
      category_id: picked.category_id,
      permission: permissions.permission,
      pin: picked.position,
    })
    .from(picked)
    .innerJoin(products, eq(products.id, picked.product_id))
    .innerJoin(permissions, eq(permissions.product_id, picked.product_id))
    .orderBy(
      picked.category_id,
      sql`${picked.position} nulls last`,
      desc(picked.product_created_at),
      desc(picked.product_id),
    );
  return rows.map((r) => ({ ...r, permission: Number(r.permission), pinned: r.pin !== null }));
}

/**
 * How many products of each category the viewer may see: the kept counts (category_counts, drafts
 * for admins only), or with a tag filter an index-only count of the links that have the tag.
 */
export async function sectionCounts(db: Db, viewer: Viewer, filter: ProductFilter) {
  const counts = new Map<string, number>();
  if (filter.categoryIds.length === 0) return counts;
  const rows =
    filter.tagId === undefined
      ? await db
          .select({
            category_id: categoryCounts.category_id,
            count: viewer.isAdmin ? categoryCounts.total : categoryCounts.published,
          })
          .from(categoryCounts)
          .where(inArray(categoryCounts.category_id, filter.categoryIds))
      : await db
          .select({ category_id: productCategories.category_id, count: count() })
          .from(productCategories)
          .where(and(inArray(productCategories.category_id, filter.categoryIds), linkConditions(viewer, filter)))
          .groupBy(productCategories.category_id);
  for (const r of rows) counts.set(r.category_id, Number(r.count));
  return counts;
}
