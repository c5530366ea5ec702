import type { Db } from '@stockroom/db';
import { categoryPermissions, providerPermissions, tagPermissions, type Viewer } from './access.queries';

export type { Viewer } from './access.queries';
export { categoryPermissions, productPermissions, providerPermissions, tagPermissions } from './access.queries';

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
