import {
  categories,
  categoryProviders,
  contentProviders,
  type Db,
  groupProviders,
  productCategories,
  products,
  subscriptions,
  tagProviders,
  tags,
  userGroups,
} from '@stockroom/db';
import { and, eq, gt, inArray, isNull, ne, or, type SQLWrapper, sql } from 'drizzle-orm';
import { oncePer } from '../../lib/once-per';
import { withCompiledRowMapping } from '../../lib/row-mapping';

/** Who is looking: a member is limited by their groups; an admin sees everything at 2 (yes). */
export interface Viewer {
  userId: string;
  isAdmin: boolean;
}

/**
 * Each level names its permission column differently (provider_/category_/tag_permission), so that
 * joining them never makes a bare `permission` ambiguous.
 *
 * (provider_id, permission) for the viewer: the highest permission any of their groups grants.
 * A provider none of their groups lists is absent, which callers read as 0 (no).
 */
export function providerPermissions(db: Db, viewer: Viewer) {
  if (viewer.isAdmin) {
    return db
      .select({ provider_id: contentProviders.id, permission: sql<number>`2::smallint`.as('provider_permission') })
      .from(contentProviders)
      .as('provider_permissions');
  }
  return db
    .select({
      provider_id: groupProviders.provider_id,
      permission: sql<number>`max(${groupProviders.permission})::smallint`.as('provider_permission'),
    })
    .from(userGroups)
    .innerJoin(groupProviders, eq(groupProviders.group_id, userGroups.group_id))
    .where(eq(userGroups.user_id, viewer.userId))
    .groupBy(groupProviders.provider_id)
    .as('provider_permissions');
}

/**
 * (category_id, permission) for every live category: the highest, over the category's providers,
 * of min(viewer's permission for the provider, the link's cap). Admins get 2 for every live
 * category. Rows may be 0; callers keep `permission > 0`.
 */
export function categoryPermissions(db: Db, viewer: Viewer) {
  if (viewer.isAdmin) {
    return db
      .select({ category_id: categories.id, permission: sql<number>`2::smallint`.as('category_permission') })
      .from(categories)
      .where(isNull(categories.deleted_at))
      .as('category_permissions');
  }
  const pp = providerPermissions(db, viewer);
  return db
    .select({
      category_id: categoryProviders.category_id,
      permission: sql<number>`max(least(${pp.permission}, ${categoryProviders.permission}))::smallint`.as(
        'category_permission',
      ),
    })
    .from(categoryProviders)
    .innerJoin(pp, eq(pp.provider_id, categoryProviders.provider_id))
    .innerJoin(categories, and(eq(categories.id, categoryProviders.category_id), isNull(categories.deleted_at)))
    .groupBy(categoryProviders.category_id)
    .as('category_permissions');
}

/** (tag_id, permission), computed as for categories over the tag's provider links. */
export function tagPermissions(db: Db, viewer: Viewer) {
  if (viewer.isAdmin) {
    return db
      .select({ tag_id: tags.id, permission: sql<number>`2::smallint`.as('tag_permission') })
      .from(tags)
      .as('tag_permissions');
  }
  const pp = providerPermissions(db, viewer);
  return db
    .select({
      tag_id: tagProviders.tag_id,
      permission: sql<number>`max(least(${pp.permission}, ${tagProviders.permission}))::smallint`.as('tag_permission'),
    })
    .from(tagProviders)
    .innerJoin(pp, eq(pp.provider_id, tagProviders.provider_id))
    .groupBy(tagProviders.tag_id)
    .as('tag_permissions');
}

/**
 * (product_id, permission): the highest category permission among the product's live categories.
 * A product in no category the viewer may see is absent (0); admins get 2 for every product, even
 * one in no category. Drafts are the caller's concern. With `ids` (a subquery of product ids), only
 * those products, read through the links' primary key rather than every product's links.
 */
export function productPermissions(db: Db, viewer: Viewer, ids?: SQLWrapper) {
  if (viewer.isAdmin) {
    return db
      .select({ product_id: products.id, permission: sql<number>`2::smallint`.as('product_permission') })
      .from(products)
      .where(ids ? inArray(products.id, ids) : undefined)
      .as('product_permissions');
  }
  const cp = categoryPermissions(db, viewer);
  return db
    .select({
      product_id: productCategories.product_id,
      permission: sql<number>`max(${cp.permission})::smallint`.as('product_permission'),
    })
    .from(productCategories)
    .innerJoin(cp, eq(cp.category_id, productCategories.category_id))
    .where(ids ? inArray(productCategories.product_id, ids) : undefined)
    .groupBy(productCategories.product_id)
    .as('product_permissions');
}

/**
 * A subscription that still grants access (DESIGN §1.3): not ended, and its paid period not over
 * (no end for a one-time payment). A period that passed without a renewal locks the product again
 * with no job to run: the condition reads the clock.
 */
export const liveSubscription = () =>
  and(
    ne(subscriptions.status, 'ended'),
    or(isNull(subscriptions.current_period_end), gt(subscriptions.current_period_end, sql`now()`)),
  );

/**
 * Whether the viewer holds a live subscription to the product `productId`, as a column of the
 * statement that reads the product: one round trip fewer than asking afterwards. False for admins,
 * whose files are never withheld.
 */
export const liveSubscriptionTo = (db: Db, viewer: Viewer, productId: SQLWrapper) =>
  viewer.isAdmin
    ? sql<boolean>`false`
    : sql<boolean>`exists (${db
        .select({ one: sql`1` })
        .from(subscriptions)
        .where(
          and(eq(subscriptions.user_id, viewer.userId), eq(subscriptions.product_id, productId), liveSubscription()),
        )})`;

/** The products among `ids` that the user holds a live subscription to (subscriptions_user_product_idx). */
export async function liveSubscriptionProductIds(db: Db, userId: string, ids: string[]) {
  const rows = await liveSubscriptionsStatement(db).execute({ userId, ids });
  return new Set(rows.map((r) => r.product_id));
}

/**
 * Prepared once per database, the ids bound as one array: every list with a gated product in it
 * runs it for a member, and building it cost more than running it.
 */
const liveSubscriptionsStatement = oncePer((db: Db) =>
  withCompiledRowMapping(
    db
      .selectDistinct({ product_id: subscriptions.product_id })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.user_id, sql.placeholder('userId')),
          sql`${subscriptions.product_id} = any(${sql.placeholder('ids')}::uuid[])`,
          liveSubscription(),
        ),
      )
      .prepare('live_subscription_product_ids'),
  ),
);
