import { categories, categoryCounts, categoryProviders, contentProviders, type Db } from '@stockroom/db';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { categoryPermissions, preparedPerViewer, type Viewer } from '../access/access.service';

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
 * categories of no provider last by name, each with how many products it shows the viewer. With the
 * placeholder `slug` bound, only that category.
 */
function visibleCategoriesQuery(db: Db, viewer: Viewer) {
  const cp = categoryPermissions(db, viewer);
  const first = firstPlaces(db);
  const slug = sql.placeholder('slug');
  return db
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      description: categories.description,
      description_bold: categories.description_bold,
      permission: cp.permission,
      // The kept count of its products (category_counts): with drafts for admins.
      product_count: sql<number>`coalesce(${viewer.isAdmin ? categoryCounts.total : categoryCounts.published}, 0)`,
    })
    .from(categories)
    .innerJoin(cp, eq(cp.category_id, categories.id))
    .leftJoin(first, eq(first.category_id, categories.id))
    .leftJoin(categoryCounts, eq(categoryCounts.category_id, categories.id))
    .where(
      and(
        isNull(categories.deleted_at),
        gt(cp.permission, 0),
        sql`(${slug}::text is null or ${categories.slug} = ${slug})`,
      ),
    )
    .orderBy(sql`${first.rank} nulls last`, sql`lower(${categories.name})`, asc(categories.name), asc(categories.id));
}

// Every landing page and category page reads it first: built and planned once per database.
const categoryReads = preparedPerViewer((db, viewer, form) =>
  visibleCategoriesQuery(db, viewer).prepare(`visible_categories_${form}`),
);

/** The categories of visibleCategoriesQuery, all or the one with `slug`. */
export async function visibleCategories(db: Db, viewer: Viewer, slug?: string) {
  const rows = await categoryReads(db, viewer).execute({ userId: viewer.userId, slug: slug ?? null });
  return rows.map((r) => ({ ...r, permission: Number(r.permission), product_count: Number(r.product_count) }));
}
export type SectionCategory = Awaited<ReturnType<typeof visibleCategories>>[number];
