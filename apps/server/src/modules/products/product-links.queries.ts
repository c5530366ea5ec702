import { type Db, productAssociations, productCategories, productTags } from '@stockroom/db';
import { and, eq, inArray } from 'drizzle-orm';

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
