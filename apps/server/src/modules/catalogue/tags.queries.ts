import { contentProviders, type Db, products, productTags, tagProviders, tags } from '@stockroom/db';
import { asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { tagPermissions, type Viewer } from '../access/access.service';
import type { LinkRow } from './categories.queries';
import { providerDisplayOrder } from './providers.queries';

export type TagRow = typeof tags.$inferSelect;
export type NewTag = typeof tags.$inferInsert;

/** Tags the viewer may see (every one for an admin), by name. */
export function visibleTagRows(db: Db, viewer: Viewer): Promise<TagRow[]> {
  const tp = tagPermissions(db, viewer);
  return db
    .select({
      id: tags.id,
      name: tags.name,
      slug: tags.slug,
      description: tags.description,
      description_bold: tags.description_bold,
      created_at: tags.created_at,
      updated_at: tags.updated_at,
    })
    .from(tags)
    .innerJoin(tp, eq(tp.tag_id, tags.id))
    .where(gt(tp.permission, 0))
    .orderBy(sql`lower(${tags.name})`, asc(tags.name), asc(tags.id));
}

/** Each tag's provider links as stored, providers in display order. */
export async function linksByTag(db: Db, tagIds: string[]): Promise<Map<string, LinkRow[]>> {
  const byTag = new Map<string, LinkRow[]>(tagIds.map((id) => [id, []]));
  if (tagIds.length === 0) return byTag;
  const rows = await db
    .select({ tag_id: tagProviders.tag_id, id: tagProviders.provider_id, permission: tagProviders.permission })
    .from(tagProviders)
    .innerJoin(contentProviders, eq(contentProviders.id, tagProviders.provider_id))
    .where(inArray(tagProviders.tag_id, tagIds))
    .orderBy(...providerDisplayOrder);
  for (const { tag_id, ...link } of rows) byTag.get(tag_id)?.push(link);
  return byTag;
}

/** The new tag's id, or null when the slug is taken (the unique index decides under races). */
export async function insertTag(db: Db, values: NewTag): Promise<string | null> {
  const [row] = await db.insert(tags).values(values).onConflictDoNothing().returning({ id: tags.id });
  return row?.id ?? null;
}

/** False when there is no such tag. A taken slug fails on the unique index. */
export async function updateTagRow(db: Db, id: string, changes: Partial<NewTag>) {
  const rows = await db
    .update(tags)
    .set({ ...changes, updated_at: sql`now()` })
    .where(eq(tags.id, id))
    .returning({ id: tags.id });
  return rows.length > 0;
}

export async function replaceTagLinks(db: Db, tagId: string, links: LinkRow[]) {
  await db.delete(tagProviders).where(eq(tagProviders.tag_id, tagId));
  if (links.length === 0) return;
  await db
    .insert(tagProviders)
    .values(links.map((l) => ({ tag_id: tagId, provider_id: l.id, permission: l.permission })));
}

/** For good; its provider and product links go with it through their foreign keys. */
export async function deleteTagRow(db: Db, id: string) {
  const rows = await db.delete(tags).where(eq(tags.id, id)).returning({ id: tags.id });
  return rows.length > 0;
}

/** The products that carry the tag. */
export async function taggedProductIds(db: Db, tagId: string) {
  const rows = await db.select({ id: productTags.product_id }).from(productTags).where(eq(productTags.tag_id, tagId));
  return rows.map((r) => r.id);
}

/** Rebuilds the search documents (which hold tag names) of the products that carry the tag. */
export async function refreshTaggedSearchDocuments(db: Db, tagId: string) {
  await db.execute(
    sql`update ${products} set search_document = product_search_document(${products.id}) where ${products.id} in (select ${productTags.product_id} from ${productTags} where ${productTags.tag_id} = ${tagId})`,
  );
}

/** Rebuilds the search documents of the given products. */
export async function refreshSearchDocuments(db: Db, productIds: string[]) {
  if (productIds.length === 0) return;
  await db.execute(
    sql`update ${products} set search_document = product_search_document(${products.id}) where ${inArray(products.id, productIds)}`,
  );
}
