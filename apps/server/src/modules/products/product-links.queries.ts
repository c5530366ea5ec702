import {
  categories,
  type Db,
  pinnedProducts,
  productAssociations,
  productCategories,
  productTags,
  tags,
} from '@stockroom/db';
import { and, eq, inArray, isNull } from 'drizzle-orm';

export interface ProductLinks {
  categories: string[];
  tags: string[];
  associated: string[];
  pinned: boolean;
}

/**
 * Each product's links, four queries for any number of products: live category ids and tag ids
 * (each by name), associated product ids, and whether it is pinned anywhere.
 */
export async function linksByProduct(db: Db, productIds: string[]) {
  const links = new Map<string, ProductLinks>(
    productIds.map((id) => [id, { categories: [], tags: [], associated: [], pinned: false }]),
  );
  if (productIds.length === 0) return links;
  const [cats, tagRows, assoc, pinned] = await Promise.all([
    db
      .select({ product_id: productCategories.product_id, id: productCategories.category_id })
      .from(productCategories)
      .innerJoin(categories, eq(categories.id, productCategories.category_id))
      .where(and(inArray(productCategories.product_id, productIds), isNull(categories.deleted_at)))
      .orderBy(categories.name, categories.id),
    db
      .select({ product_id: productTags.product_id, id: productTags.tag_id })
      .from(productTags)
      .innerJoin(tags, eq(tags.id, productTags.tag_id))
      .where(inArray(productTags.product_id, productIds))
      .orderBy(tags.name, tags.id),
    db
      .select({ product_id: productAssociations.campaign_id, id: productAssociations.product_id })
      .from(productAssociations)
      .where(inArray(productAssociations.campaign_id, productIds)),
    db
      .selectDistinct({ product_id: pinnedProducts.product_id })
      .from(pinnedProducts)
      .where(inArray(pinnedProducts.product_id, productIds)),
  ]);
  for (const c of cats) links.get(c.product_id)?.categories.push(c.id);
  for (const t of tagRows) links.get(t.product_id)?.tags.push(t.id);
  for (const a of assoc) links.get(a.product_id)?.associated.push(a.id);
  for (const p of pinned) {
    const entry = links.get(p.product_id);
    if (entry) entry.pinned = true;
  }
  return links;
}

/** Adds and removes a product's category, tag and associated-product links; adding twice is harmless. */
export async function addCategories(db: Db, productId: string, ids: string[]) {
  if (ids.length === 0) return;
  await db
    .insert(productCategories)
    .values(ids.map((category_id) => ({ product_id: productId, category_id })))
    .onConflictDoNothing();
}

export async function removeCategories(db: Db, productId: string, ids: string[]) {
  if (ids.length === 0) return;
  await db
    .delete(productCategories)
    .where(and(eq(productCategories.product_id, productId), inArray(productCategories.category_id, ids)));
}

export async function addTags(db: Db, productId: string, ids: string[]) {
  if (ids.length === 0) return;
  await db
    .insert(productTags)
    .values(ids.map((tag_id) => ({ product_id: productId, tag_id })))
    .onConflictDoNothing();
}

export async function removeTags(db: Db, productId: string, ids: string[]) {
  if (ids.length === 0) return;
  await db.delete(productTags).where(and(eq(productTags.product_id, productId), inArray(productTags.tag_id, ids)));
}

export async function addAssociations(db: Db, campaignId: string, ids: string[]) {
  if (ids.length === 0) return;
  await db
    .insert(productAssociations)
    .values(ids.map((product_id) => ({ campaign_id: campaignId, product_id })))
    .onConflictDoNothing();
}

export async function removeAssociations(db: Db, campaignId: string, ids: string[]) {
  if (ids.length === 0) return;
  await db
    .delete(productAssociations)
    .where(and(eq(productAssociations.campaign_id, campaignId), inArray(productAssociations.product_id, ids)));
}
