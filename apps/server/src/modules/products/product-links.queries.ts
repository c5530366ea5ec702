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
import { and, eq, exists, gt, inArray, isNull, type SQLWrapper, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { oncePer } from '../../lib/once-per';
import { withCompiledRowMapping } from '../../lib/row-mapping';
import {
  categoryPermissions,
  preparedMember,
  tagPermissions,
  type Viewer,
  visibleCategoryIds,
} from '../access/access.service';

type LinkKind = 'category' | 'tag' | 'associated' | 'pinned';

export interface ProductLinks {
  categories: string[];
  tags: string[];
  associated: string[];
  pinned: boolean;
}

/**
 * Each product's links, one statement for any number of products: live category ids and tag ids
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
  const queries = preparedLinks(db);
  const rows = await (member ? queries.member : queries.all).execute({ ids: productIds, userId: member?.userId ?? '' });
  // Ordered by kind, then by name: categories and tags come in name order.
  for (const row of rows) {
    const entry = links.get(row.product_id);
    if (!entry) continue;
    if (row.kind === 'category') entry.categories.push(row.id);
    else if (row.kind === 'tag') entry.tags.push(row.id);
    else if (row.kind === 'associated') entry.associated.push(row.id);
    else entry.pinned = true;
  }
  return links;
}

/**
 * The link queries are prepared once per database with the product ids (and the member) as
 * placeholders: every product page and result list runs them, and building and planning their
 * nested access subqueries cost more than running them.
 */
const preparedLinks = oncePer(prepareLinks);

/**
 * The four kinds of link in one statement, one round trip per result list; the columns take the
 * names of the first branch, hence the aliases.
 */
function prepareLinks(db: Db) {
  const all = (member: Viewer | undefined, name: string) =>
    withCompiledRowMapping(
      unionAll(
        visibleCategoryLinks(db, member),
        visibleTagLinks(db, member),
        visibleAssociations(db, member),
        pinnedLinks(db),
      )
        .orderBy(sql`kind`, sql`sort`, sql`id`)
        .prepare(name),
    );
  return { all: all(undefined, 'product_links_all'), member: all(preparedMember(), 'product_links_member') };
}

/** Whether each product is pinned in any category: one row per pinned product. */
const pinnedLinks = (db: Db) =>
  db
    .selectDistinct({
      kind: sql<LinkKind>`'pinned'`.as('kind'),
      product_id: pinnedProducts.product_id,
      id: sql<string>`${pinnedProducts.product_id}`.as('id'),
      sort: sql<string>`''`.as('sort'),
    })
    .from(pinnedProducts)
    .where(forProducts(pinnedProducts.product_id));

const forProducts = (column: SQLWrapper) => sql`${column} = any(${sql.placeholder('ids')}::uuid[])`;

function visibleCategoryLinks(db: Db, member: Viewer | undefined) {
  const query = db
    .select({
      kind: sql<LinkKind>`'category'`.as('kind'),
      product_id: productCategories.product_id,
      id: sql<string>`${productCategories.category_id}`.as('id'),
      sort: sql<string>`${categories.name}`.as('sort'),
    })
    .from(productCategories)
    .innerJoin(categories, eq(categories.id, productCategories.category_id))
    .$dynamic();
  const live = and(forProducts(productCategories.product_id), isNull(categories.deleted_at));
  if (!member) return query.where(live);
  const cp = categoryPermissions(db, member);
  return query.innerJoin(cp, eq(cp.category_id, categories.id)).where(and(live, gt(cp.permission, 0)));
}

function visibleTagLinks(db: Db, member: Viewer | undefined) {
  const query = db
    .select({
      kind: sql<LinkKind>`'tag'`.as('kind'),
      product_id: productTags.product_id,
      id: sql<string>`${productTags.tag_id}`.as('id'),
      sort: sql<string>`${tags.name}`.as('sort'),
    })
    .from(productTags)
    .innerJoin(tags, eq(tags.id, productTags.tag_id))
    .$dynamic();
  const mine = forProducts(productTags.product_id);
  if (!member) return query.where(mine);
  const tp = tagPermissions(db, member);
  return query.innerJoin(tp, eq(tp.tag_id, tags.id)).where(and(mine, gt(tp.permission, 0)));
}

/**
 * A linked product exists for a member when it is no draft and one of its categories is visible.
 * A campaign's products come by title, the order its editor and its kit show them in too.
 */
function visibleAssociations(db: Db, member: Viewer | undefined) {
  const query = db
    .select({
      kind: sql<LinkKind>`'associated'`.as('kind'),
      product_id: sql<string>`${productAssociations.campaign_id}`.as('product_id'),
      id: sql<string>`${productAssociations.product_id}`.as('id'),
      sort: sql<string>`lower(${products.title})`.as('sort'),
    })
    .from(productAssociations)
    .innerJoin(products, eq(products.id, productAssociations.product_id))
    .$dynamic();
  const mine = forProducts(productAssociations.campaign_id);
  if (!member) return query.where(mine);
  const visible = db
    .select({ one: sql`1` })
    .from(productCategories)
    .where(
      and(
        eq(productCategories.product_id, productAssociations.product_id),
        sql`${productCategories.category_id} = any(${visibleCategoryIds(db, member)})`,
      ),
    );
  return query.where(and(mine, eq(products.is_draft, false), exists(visible)));
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
