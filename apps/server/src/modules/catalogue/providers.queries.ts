import { categories, categoryProviders, contentProviders, type Db } from '@stockroom/db';
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { providerPermissions, type Viewer } from '../access/access.service';

/** Display order of providers; ties (two created at once) fall back to age, then id. */
export const providerDisplayOrder = [
  asc(contentProviders.position),
  asc(contentProviders.created_at),
  asc(contentProviders.id),
];

/** A category's place in its provider's order_categories; unlisted ones sort after (nulls last). */
export const placeInProviderOrder = sql`array_position(string_to_array(${contentProviders.order_categories}, ','), ${categories.id}::text)`;

/** A link counts when its cap grants something; a 0 link is dropped on read (spec §3). */
const liveLink = and(gt(categoryProviders.permission, 0), isNull(categories.deleted_at));

/**
 * The order a provider's categories are shown in: those listed in order_categories first, then the
 * others by name. Stale ids (a category deleted or unlinked since) drop out, so that the string an
 * admin reads can always be sent back.
 */
const effectiveOrderCategories = sql<string>`coalesce((
  select string_agg(${categories.id}::text, ',' order by ${placeInProviderOrder} nulls last, lower(${categories.name}), ${categories.name}, ${categories.id})
  from ${categoryProviders}
  inner join ${categories} on ${categories.id} = ${categoryProviders.category_id}
  where ${categoryProviders.provider_id} = ${contentProviders.id} and ${liveLink}
), '')`;

/** Every provider in display order, with the viewer's permission for it. */
export function providerRows(db: Db, viewer: Viewer) {
  const pp = providerPermissions(db, viewer);
  return db
    .select({
      id: contentProviders.id,
      name: contentProviders.name,
      permission: sql<number>`coalesce(${pp.permission}, 0)::int`,
      order_categories: effectiveOrderCategories,
    })
    .from(contentProviders)
    .leftJoin(pp, eq(pp.provider_id, contentProviders.id))
    .orderBy(...providerDisplayOrder);
}

/** Providers the viewer holds a permission above 0 (no) for, in display order. */
export function visibleProviders(db: Db, viewer: Viewer, only?: string) {
  const pp = providerPermissions(db, viewer);
  return db
    .select({ id: contentProviders.id, name: contentProviders.name })
    .from(contentProviders)
    .innerJoin(pp, eq(pp.provider_id, contentProviders.id))
    .where(and(gt(pp.permission, 0), only ? eq(contentProviders.id, only) : undefined))
    .orderBy(...providerDisplayOrder);
}

/**
 * (provider, category) pairs the viewer may see through that very provider: the category is live,
 * and min(viewer's permission for the provider, the link's cap) is above 0. Providers in display
 * order, each one's categories in its order.
 */
export function visibleProviderCategories(db: Db, viewer: Viewer) {
  const pp = providerPermissions(db, viewer);
  return db
    .select({ provider_id: contentProviders.id, id: categories.id, name: categories.name })
    .from(contentProviders)
    .innerJoin(pp, eq(pp.provider_id, contentProviders.id))
    .innerJoin(categoryProviders, eq(categoryProviders.provider_id, contentProviders.id))
    .innerJoin(categories, eq(categories.id, categoryProviders.category_id))
    .where(and(liveLink, sql`least(${pp.permission}, ${categoryProviders.permission}) > 0`))
    .orderBy(
      ...providerDisplayOrder,
      sql`${placeInProviderOrder} nulls last`,
      sql`lower(${categories.name})`,
      asc(categories.name),
      asc(categories.id),
    );
}

/** New providers go last in the display order. */
export async function insertProvider(db: Db, name: string): Promise<string> {
  const [row] = await db
    .insert(contentProviders)
    .values({
      name,
      position: sql`(select coalesce(max(${contentProviders.position}), 0) + 1 from ${contentProviders})`,
    })
    .returning({ id: contentProviders.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updateProviderRow(db: Db, id: string, changes: { name: string; order_categories?: string }) {
  const rows = await db
    .update(contentProviders)
    .set({ ...changes, updated_at: sql`now()` })
    .where(eq(contentProviders.id, id))
    .returning({ id: contentProviders.id });
  return rows.length > 0;
}

/** For good: the category, tag and group links go with it through their foreign keys. */
export async function deleteProviderRow(db: Db, id: string) {
  const rows = await db
    .delete(contentProviders)
    .where(eq(contentProviders.id, id))
    .returning({ id: contentProviders.id });
  return rows.length > 0;
}

export async function providerExists(db: Db, id: string) {
  return (await existingProviderIds(db, [id])).has(id);
}

/** The ids among `ids` that name a content provider. */
export async function existingProviderIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: contentProviders.id })
    .from(contentProviders)
    .where(inArray(contentProviders.id, ids));
  return new Set(rows.map((r) => r.id));
}

/** Live categories linked to the provider with a cap above 0: the ones its order may list. */
export async function linkedCategoryIds(db: Db, providerId: string): Promise<Set<string>> {
  const rows = await db
    .select({ id: categories.id })
    .from(categoryProviders)
    .innerJoin(categories, eq(categories.id, categoryProviders.category_id))
    .where(and(eq(categoryProviders.provider_id, providerId), liveLink));
  return new Set(rows.map((r) => r.id));
}
