/**
 * The products of landing sections and category pages. Every query starts from categories the
 * viewer may see (visibleCategories): each of their products is visible too, its permission being
 * the highest over its categories, so only drafts and the tag filter narrow a category's list, and
 * the product's own permission is computed for the rows answered only.
 */
import { type Db, pinnedProducts, productCategories, products, productTags } from '@stockroom/db';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { preparedPerViewer, productPermissions, type Viewer } from '../access/access.service';

export interface ProductFilter {
  categoryIds: string[];
  tagId?: string;
}

/**
 * The statements below are prepared once per database (landing and category pages run them on every
 * visit): their values are these placeholders, bound by `.execute()`.
 */
const ph = {
  categoryIds: sql.placeholder('categoryIds'),
  categoryId: sql.placeholder('categoryId'),
  tagId: sql.placeholder('tagId'),
  offset: sql.placeholder('offset'),
  limit: sql.placeholder('limit'),
};

/** Conditions on the product_categories row in scope: drafts for admins only, and the tag filter (when bound). */
function linkConditions(viewer: Viewer) {
  return and(
    // As the partial index product_categories_published_idx spells it, so that it applies.
    viewer.isAdmin ? undefined : sql`not ${productCategories.product_is_draft}`,
    sql`(${ph.tagId}::uuid is null or exists (select 1 from ${productTags} where ${productTags.product_id} = ${productCategories.product_id} and ${productTags.tag_id} = ${ph.tagId}::uuid))`,
  ) as SQL;
}

/**
 * Per category: its pinned products by position, then the newest of the others (index
 * product_categories_newest_idx read backwards), stopping after offset+limit of each; rows
 * offset+1 … offset+limit of that order are kept.
 */
function pickedProducts(db: Db, viewer: Viewer) {
  const wanted = sql`(${ph.offset}::int + ${ph.limit}::int)`;
  const where = linkConditions(viewer);
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
      from unnest(${ph.categoryIds}::uuid[]) as section(category_id)
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
        offset ${ph.offset}::int limit ${ph.limit}::int
      ) as chosen`,
    );
}

/**
 * The visible products of each category, pinned ones first (in pinned order), then the newest,
 * keeping places offset+1 … offset+limit of each; ordered by category, then place.
 */
function sectionProductsQuery(db: Db, viewer: Viewer) {
  const picked = pickedProducts(db, viewer);
  const permissions = productPermissions(db, viewer, db.select({ id: picked.product_id }).from(picked));
  return db
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
}
const sectionReads = preparedPerViewer((db, viewer, form) =>
  sectionProductsQuery(db, viewer).prepare(`section_products_${form}`),
);

export async function sectionProducts(db: Db, viewer: Viewer, filter: ProductFilter, offset: number, limit: number) {
  if (filter.categoryIds.length === 0) return [];
  const rows = await sectionReads(db, viewer).execute({
    userId: viewer.userId,
    categoryIds: filter.categoryIds,
    tagId: filter.tagId ?? null,
    offset,
    limit,
  });
  return rows.map((r) => ({ ...r, permission: Number(r.permission), pinned: r.pin !== null }));
}

/**
 * How many products of a category the viewer may see with a tag: an index-only count of the
 * category's links that have it. Without a tag, the category's kept count (visibleCategories) is.
 */
const taggedCountStatement = preparedPerViewer((db, viewer, form) =>
  db
    .select({ count: count() })
    .from(productCategories)
    .where(and(eq(productCategories.category_id, ph.categoryId), linkConditions(viewer)))
    .prepare(`tagged_category_count_${form}`),
);

export async function taggedCount(db: Db, viewer: Viewer, categoryId: string, tagId: string) {
  const [row] = await taggedCountStatement(db, viewer).execute({ categoryId, tagId });
  return Number(row?.count ?? 0);
}
