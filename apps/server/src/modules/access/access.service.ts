import { type Db, productCategories } from '@stockroom/db';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { oncePer } from '../../lib/once-per';
import { withCompiledRowMapping } from '../../lib/row-mapping';
import {
  categoryPermissions,
  liveSubscriptionProductIds,
  providerPermissions,
  tagPermissions,
  type Viewer,
} from './access.queries';

export type { Viewer } from './access.queries';
export {
  categoryPermissions,
  liveSubscription,
  liveSubscriptionTo,
  productPermissions,
  providerPermissions,
  tagPermissions,
} from './access.queries';

/** The viewer of a request, from its auth context. */
export const viewerOf = (auth: { userId: string; isAdmin: boolean }): Viewer => ({
  userId: auth.userId,
  isAdmin: auth.isAdmin,
});

const toMap = <K extends string>(rows: ({ permission: number } & Record<K, string>)[], key: K) =>
  new Map(rows.map((r) => [r[key], Number(r.permission)]));

/** Permission per provider id (absent = 0). */
export async function providerPermissionMap(db: Db, viewer: Viewer) {
  const pp = providerPermissions(db, viewer);
  return toMap(await db.select().from(pp), 'provider_id');
}

/** Permission per live category id (absent = 0). */
export async function categoryPermissionMap(db: Db, viewer: Viewer) {
  const cp = categoryPermissions(db, viewer);
  return toMap(await db.select().from(cp), 'category_id');
}

/** Permission per tag id (absent = 0). */
export async function tagPermissionMap(db: Db, viewer: Viewer) {
  const tp = tagPermissions(db, viewer);
  return toMap(await db.select().from(tp), 'tag_id');
}

/**
 * The viewer of a prepared statement, for queries built once and run for any member: its user id is
 * the placeholder `userId`, bound by `.execute({ userId })`. The access queries only ever compare
 * the id inside SQL, where drizzle accepts a placeholder in place of a value, hence the cast.
 */
export const preparedMember = (): Viewer => ({
  userId: sql.placeholder('userId') as unknown as string,
  isAdmin: false,
});

/**
 * A statement prepared once per database in two forms, one for admins and one for any member (its
 * user id the placeholder `userId`, bound by `.execute`), and the form a viewer runs. `prepare`
 * gets the viewer each form is built for and a name suffix that keeps the two statements apart.
 * These are the reads every page makes, so their rows are mapped by a mapping compiled once.
 */
export function preparedPerViewer<Q>(prepare: (db: Db, viewer: Viewer, form: 'admin' | 'member') => Q) {
  const forms = oncePer((db: Db) => ({
    admin: withCompiledRowMapping(prepare(db, { userId: '', isAdmin: true }, 'admin')),
    member: withCompiledRowMapping(prepare(db, preparedMember(), 'member')),
  }));
  return (db: Db, viewer: Viewer) => forms(db)[viewer.isAdmin ? 'admin' : 'member'];
}

/**
 * The ids of the live categories the viewer may see (permission above 0) as an SQL uuid[]: an
 * uncorrelated subquery that PostgreSQL computes once per statement, so that `category_id =
 * any(...)` checks one product's categories without computing every product's permission.
 */
export function visibleCategoryIds(db: Db, viewer: Viewer) {
  const cp = categoryPermissions(db, viewer);
  return sql`array(select ${cp.category_id} from ${cp} where ${cp.permission} > 0)`;
}

/**
 * DESIGN §1.3: a product marked is_gated is locked for a viewer whose permission for it is 1 (gated):
 * its files are withheld. Admins and viewers with 2 (yes) get everything.
 */
export const filesWithheld = (viewer: Pick<Viewer, 'isAdmin'>, permission: number, product: { is_gated: boolean }) =>
  !viewer.isAdmin && permission === 1 && product.is_gated;

interface Permitted {
  product: { id: string; is_gated: boolean };
  /** The viewer's permission for the product, from the catalogue's query. */
  permission: number;
}

/**
 * The ids among `items` whose files stay withheld from the viewer: locked by `filesWithheld` and
 * not unlocked by a subscription. The catalogue's prepared queries stay as they are; only the
 * locked candidates, if any, are looked up among the viewer's subscriptions, in one query.
 */
export async function lockedProductIds(db: Db, viewer: Viewer, items: Permitted[]): Promise<Set<string>> {
  const candidates = items.filter((i) => filesWithheld(viewer, i.permission, i.product)).map((i) => i.product.id);
  // Admins are never locked out, so only a member's candidates reach this query.
  if (candidates.length === 0) return new Set();
  const subscribed = await liveSubscriptionProductIds(db, viewer.userId, [...new Set(candidates)]);
  return new Set(candidates.filter((id) => !subscribed.has(id)));
}

/** As lockedProductIds, for rows whose statement read whether the viewer subscribes (liveSubscriptionTo). */
export const lockedAmong = (viewer: Viewer, items: (Permitted & { subscribed: boolean })[]) =>
  new Set(
    items.filter((i) => filesWithheld(viewer, i.permission, i.product) && !i.subscribed).map((i) => i.product.id),
  );

/**
 * The viewer's categories with their permissions as the CTE `visible_categories`, for a statement
 * that reads them more than once: to choose the products it answers, then for their permissions.
 */
export const visibleCategoriesCte = (db: Db, viewer: Viewer) =>
  db.$with('visible_categories').as(db.select().from(categoryPermissions(db, viewer)));
type VisibleCategories = ReturnType<typeof visibleCategoriesCte>;

/** The ids in `visible` the viewer may see (permission above 0), narrowed by `also`, as an SQL uuid[]. */
export const visibleIdsIn = (visible: VisibleCategories, also?: SQL) =>
  sql`array(select ${visible.category_id} from ${visible} where ${visible.permission} > 0${also ? sql` and ${also}` : sql``})`;

/**
 * The viewer's permission for the product `productId`: 2 for admins, else the highest over its
 * categories in `visible` (DESIGN §1.3).
 */
export const productPermissionIn = (viewer: Viewer, visible: VisibleCategories, productId: SQLWrapper) =>
  viewer.isAdmin
    ? sql<number>`2`
    : sql<number>`(select max(${visible.permission}) from ${productCategories}
        join ${visible} on ${visible.category_id} = ${productCategories.category_id}
        where ${productCategories.product_id} = ${productId})`;
