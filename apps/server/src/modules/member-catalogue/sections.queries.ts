import {
  categories,
  categoryProviders,
  contentProviders,
  type Db,
  pinnedProducts,
  productCategories,
  products,
  productTags,
} from '@stockroom/db';
import { and, asc, count, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { categoryPermissions, productPermissions, type Viewer } from '../access/access.service';

/** A category's place in its provider's order_categories; unlisted ones sort after (nulls last). */
const placeInProviderOrder = sql`array_position(string_to_array(${contentProviders.order_categories}, ','), ${categories.id}::text)`;

/**
 * (category_id, first_rank): each category's first place when providers are walked in display
 * order and each provider's categories in its own order (unlisted ones by name).
 */
function firstPlaces(db: Db) {
  const ranked = db
    .select({
      category_id: categoryProviders.category_id,
      rank: sql<number>`row_number() over (order by ${contentProviders.position}, ${contentProviders.created_at}, ${contentProviders.id}, ${placeInProviderOrder} nulls last, lower(${categories.name}), ${categories.name}, ${categories.id})`.as(
        'place_rank',
      ),
    })
    .from(categoryProviders)
    .innerJoin(contentProviders, eq(contentProviders.id, categoryProviders.provider_id))
    .innerJoin(categories, eq(categories.id, categoryProviders.category_id))
    .where(gt(categoryProviders.permission, 0))
    .as('ranked_places');
  return db
    .select({ category_id: ranked.category_id, rank: sql<number>`min(${ranked.rank})`.as('first_rank') })
    .from(ranked)
    .groupBy(ranked.category_id)
    .as('first_places');
}

/**
 * Live categories the viewer may see (permission above 0) with that permission, in landing order;
 * categories of no provider last by name. With a slug, only that category.
 */
export async function visibleCategories(db: Db, viewer: Viewer, slug?: string) {
  const cp = categoryPermissions(db, viewer);
  const first = firstPlaces(db);
  const rows = await db
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      description: categories.description,
      description_bold: categories.description_bold,
      permission: cp.permission,
    })
    .from(categories)
    .innerJoin(cp, eq(cp.category_id, categories.id))
    .leftJoin(first, eq(first.category_id, categories.id))
    .where(
      and(
        isNull(categories.deleted_at),
        gt(cp.permission, 0),
        slug === undefined ? undefined : eq(categories.slug, slug),
      ),
    )
    .orderBy(sql`${first.rank} nulls last`, sql`lower(${categories.name})`, asc(categories.name), asc(categories.id));
  return rows.map((r) => ({ ...r, permission: Number(r.permission) }));
}
export type SectionCategory = Awaited<ReturnType<typeof visibleCategories>>[number];

interface ProductFilter {
  categoryIds: string[];
  tagId?: string;
}

/** The joins and conditions that make a product in a category visible to the viewer. */
function visibleInCategories(db: Db, viewer: Viewer, filter: ProductFilter) {
  const pp = productPermissions(db, viewer);
  const where = and(
    inArray(productCategories.category_id, filter.categoryIds),
    gt(pp.permission, 0),
    viewer.isAdmin ? undefined : eq(products.is_draft, false),
    filter.tagId === undefined
      ? undefined
      : sql`exists (select 1 from ${productTags} where ${productTags.product_id} = ${products.id} and ${productTags.tag_id} = ${filter.tagId})`,
  );
  return { pp, where };
}

/**
 * The visible products of each category, numbered from 1 per category (pinned in pinned order,
 * then newest), keeping numbers offset+1 … offset+limit.
 */
export async function sectionProducts(db: Db, viewer: Viewer, filter: ProductFilter, offset: number, limit: number) {
  if (filter.categoryIds.length === 0) return [];
  const { pp, where } = visibleInCategories(db, viewer, filter);
  const ranked = db
    .select({
      category_id: productCategories.category_id,
      product_id: sql<string>`${products.id}`.as('ranked_product_id'),
      permission: pp.permission,
      pin: sql<number | null>`${pinnedProducts.position}`.as('pin_position'),
      rank: sql<number>`row_number() over (partition by ${productCategories.category_id} order by ${pinnedProducts.position} nulls last, ${products.created_at} desc, ${products.id} desc)`.as(
        'product_rank',
      ),
    })
    .from(productCategories)
    .innerJoin(products, eq(products.id, productCategories.product_id))
    .innerJoin(pp, eq(pp.product_id, products.id))
    .leftJoin(
      pinnedProducts,
      and(eq(pinnedProducts.category_id, productCategories.category_id), eq(pinnedProducts.product_id, products.id)),
    )
    .where(where)
    .as('ranked_products');
  const rows = await db
    .select({ product: products, category_id: ranked.category_id, permission: ranked.permission, pin: ranked.pin })
    .from(ranked)
    .innerJoin(products, eq(products.id, ranked.product_id))
    .where(and(gt(ranked.rank, offset), lte(ranked.rank, offset + limit)))
    .orderBy(ranked.category_id, ranked.rank);
  return rows.map((r) => ({ ...r, permission: Number(r.permission), pinned: r.pin !== null }));
}

/** How many products of each category the viewer may see. */
export async function sectionCounts(db: Db, viewer: Viewer, filter: ProductFilter) {
  const counts = new Map<string, number>();
  if (filter.categoryIds.length === 0) return counts;
  const { pp, where } = visibleInCategories(db, viewer, filter);
  const rows = await db
    .select({ category_id: productCategories.category_id, count: count() })
    .from(productCategories)
    .innerJoin(products, eq(products.id, productCategories.product_id))
    .innerJoin(pp, eq(pp.product_id, products.id))
    .where(where)
    .groupBy(productCategories.category_id);
  for (const r of rows) counts.set(r.category_id, Number(r.count));
  return counts;
}
