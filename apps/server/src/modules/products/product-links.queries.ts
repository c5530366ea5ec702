import {
  categories,
  type Db,
  pinnedProducts,
  productAssociations,
  productCategories,
  products,
  productTags,
  tags,
} from '@stockroom/db';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { categoryPermissions, productPermissions, tagPermissions, type Viewer } from '../access/access.service';

export interface ProductLinks {
  categories: string[];
  tags: string[];
  associated: string[];
  pinned: boolean;
}

/**
 * Each product's links, four queries for any number of products: live category ids and tag ids
 * (each by name), associated product ids, and whether it is pinned anywhere. For a member, only the
 * categories, tags and associated products that exist for them (DESIGN §1.3: a 0 is absent, a draft
 * is admin-only); without a viewer, every link, as admins edit them.
 */
export async function linksByProduct(db: Db, productIds: string[], viewer?: Viewer) {
  const links = new Map<string, ProductLinks>(
    productIds.map((id) => [id, { categories: [], tags: [], associated: [], pinned: false }]),
  );
  if (productIds.length === 0) return links;
  const member = viewer && !viewer.isAdmin ? viewer : undefined;
  const [cats, tagRows, assoc, pinned] = await Promise.all([
    visibleCategoryLinks(db, productIds, member),
    visibleTagLinks(db, productIds, member),
    visibleAssociations(db, productIds, member),
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

function visibleCategoryLinks(db: Db, productIds: string[], member: Viewer | undefined) {
  const query = db
    .select({ product_id: productCategories.product_id, id: productCategories.category_id })
    .from(productCategories)
    .innerJoin(categories, eq(categories.id, productCategories.category_id))
    .$dynamic();
  const live = and(inArray(productCategories.product_id, productIds), isNull(categories.deleted_at));
  if (!member) return query.where(live).orderBy(categories.name, categories.id);
  const cp = categoryPermissions(db, member);
  return query
    .innerJoin(cp, eq(cp.category_id, categories.id))
    .where(and(live, gt(cp.permission, 0)))
    .orderBy(categories.name, categories.id);
}

function visibleTagLinks(db: Db, productIds: string[], member: Viewer | undefined) {
  const query = db
    .select({ product_id: productTags.product_id, id: productTags.tag_id })
    .from(productTags)
    .innerJoin(tags, eq(tags.id, productTags.tag_id))
    .$dynamic();
  const mine = inArray(productTags.product_id, productIds);
  if (!member) return query.where(mine).orderBy(tags.name, tags.id);
  const tp = tagPermissions(db, member);
  return query
    .innerJoin(tp, eq(tp.tag_id, tags.id))
    .where(and(mine, gt(tp.permission, 0)))
    .orderBy(tags.name, tags.id);
}

function visibleAssociations(db: Db, productIds: string[], member: Viewer | undefined) {
  const query = db
    .select({ product_id: productAssociations.campaign_id, id: productAssociations.product_id })
    .from(productAssociations)
    .$dynamic();
  const mine = inArray(productAssociations.campaign_id, productIds);
  if (!member) return query.where(mine);
  const pp = productPermissions(db, member);
  return query
    .innerJoin(products, eq(products.id, productAssociations.product_id))
    .innerJoin(pp, eq(pp.product_id, products.id))
    .where(and(mine, gt(pp.permission, 0), eq(products.is_draft, false)));
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
