import { categories, categoryProviders, contentProviders, type Db } from '@stockroom/db';
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { categoryPermissions, providerPermissions, type Viewer } from '../access/access.service';
import { placeInProviderOrder, providerDisplayOrder } from './providers.queries';

export type CategoryRow = typeof categories.$inferSelect;
export type NewCategory = typeof categories.$inferInsert;
export interface LinkRow {
  id: string;
  permission: number;
}

const categoryColumns = {
  id: categories.id,
  name: categories.name,
  slug: categories.slug,
  description: categories.description,
  description_bold: categories.description_bold,
  is_deleted: categories.is_deleted,
  deleted_at: categories.deleted_at,
  created_at: categories.created_at,
  updated_at: categories.updated_at,
};

const live = isNull(categories.deleted_at);
const byName = [sql`lower(${categories.name})`, asc(categories.name), asc(categories.id)];

/** Live categories the viewer may see (every live one for an admin), by name. */
export function visibleCategoryRows(db: Db, viewer: Viewer): Promise<CategoryRow[]> {
  const cp = categoryPermissions(db, viewer);
  return db
    .select(categoryColumns)
    .from(categories)
    .innerJoin(cp, eq(cp.category_id, categories.id))
    .where(and(live, gt(cp.permission, 0)))
    .orderBy(...byName);
}

/**
 * A provider's categories the viewer may see through that provider (min of their permission for it
 * and the link's cap above 0), in the provider's order, then by name.
 */
export function providerCategoryRows(db: Db, viewer: Viewer, providerId: string): Promise<CategoryRow[]> {
  const pp = providerPermissions(db, viewer);
  return db
    .select(categoryColumns)
    .from(categoryProviders)
    .innerJoin(categories, eq(categories.id, categoryProviders.category_id))
    .innerJoin(contentProviders, eq(contentProviders.id, categoryProviders.provider_id))
    .innerJoin(pp, eq(pp.provider_id, categoryProviders.provider_id))
    .where(
      and(
        eq(categoryProviders.provider_id, providerId),
        live,
        sql`least(${pp.permission}, ${categoryProviders.permission}) > 0`,
      ),
    )
    .orderBy(sql`${placeInProviderOrder} nulls last`, ...byName);
}

/** Each category's provider links that grant something (0 links are dropped on read), providers in display order. */
export async function linksByCategory(db: Db, categoryIds: string[]): Promise<Map<string, LinkRow[]>> {
  const byCategory = new Map<string, LinkRow[]>(categoryIds.map((id) => [id, []]));
  if (categoryIds.length === 0) return byCategory;
  const rows = await db
    .select({
      category_id: categoryProviders.category_id,
      id: categoryProviders.provider_id,
      permission: categoryProviders.permission,
    })
    .from(categoryProviders)
    .innerJoin(contentProviders, eq(contentProviders.id, categoryProviders.provider_id))
    .where(and(inArray(categoryProviders.category_id, categoryIds), gt(categoryProviders.permission, 0)))
    .orderBy(...providerDisplayOrder);
  for (const { category_id, ...link } of rows) byCategory.get(category_id)?.push(link);
  return byCategory;
}

/** The new category's id, or null when a live category holds the slug (the unique index decides under races). */
export async function insertCategory(db: Db, values: NewCategory): Promise<string | null> {
  const [row] = await db.insert(categories).values(values).onConflictDoNothing().returning({ id: categories.id });
  return row?.id ?? null;
}

/** Updates a live category; false when there is none. A taken slug fails on the unique index. */
export async function updateCategoryRow(db: Db, id: string, changes: Partial<NewCategory>) {
  const rows = await db
    .update(categories)
    .set({ ...changes, updated_at: sql`now()` })
    .where(and(eq(categories.id, id), live))
    .returning({ id: categories.id });
  return rows.length > 0;
}

export async function replaceCategoryLinks(db: Db, categoryId: string, links: LinkRow[]) {
  await db.delete(categoryProviders).where(eq(categoryProviders.category_id, categoryId));
  if (links.length === 0) return;
  await db
    .insert(categoryProviders)
    .values(links.map((l) => ({ category_id: categoryId, provider_id: l.id, permission: l.permission })));
}

/** Soft: the row and its links stay, it leaves every list and the access computation, its slug is free. */
export async function softDeleteCategory(db: Db, id: string) {
  const rows = await db
    .update(categories)
    .set({ is_deleted: true, deleted_at: sql`now()`, updated_at: sql`now()` })
    .where(and(eq(categories.id, id), live))
    .returning({ id: categories.id });
  return rows.length > 0;
}
