import { contentProviders, type Db, groupProviders, groups, userGroups, users } from '@stockroom/db';
import { and, asc, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';

export type GroupRow = { id: string; name: string };
export type GroupPermissionRow = { group_id: string; provider_id: string; permission: number };
export type ProviderRow = { id: string; name: string };
export type PermissionInput = { id: string; permission: number };

/** Groups are deleted for good (decision 0007); a row marked deleted all the same counts as gone. */
const live = isNull(groups.deleted_at);

/** Every group, ordered by name. */
export const listGroupRows = (db: Db): Promise<GroupRow[]> =>
  db.select({ id: groups.id, name: groups.name }).from(groups).where(live).orderBy(asc(groups.name), asc(groups.id));

export async function findGroupRow(db: Db, id: string): Promise<GroupRow | null> {
  const [row] = await db
    .select({ id: groups.id, name: groups.name })
    .from(groups)
    .where(and(eq(groups.id, id), live));
  return row ?? null;
}

/** Every content provider, in their display order: each group lists them all. */
export const listProviderRows = (db: Db): Promise<ProviderRow[]> =>
  db
    .select({ id: contentProviders.id, name: contentProviders.name })
    .from(contentProviders)
    .orderBy(asc(contentProviders.position), asc(contentProviders.name), asc(contentProviders.id));

/** The permissions the given groups grant; a provider a group does not list grants 0. */
export async function groupPermissionRows(db: Db, groupIds: string[]): Promise<GroupPermissionRow[]> {
  if (groupIds.length === 0) return [];
  return db
    .select({
      group_id: groupProviders.group_id,
      provider_id: groupProviders.provider_id,
      permission: groupProviders.permission,
    })
    .from(groupProviders)
    .where(inArray(groupProviders.group_id, groupIds));
}

/** Live (not deleted) members per group; a group with none is absent. */
export async function liveMemberCounts(db: Db, groupIds: string[]): Promise<Map<string, number>> {
  if (groupIds.length === 0) return new Map();
  const rows = await db
    .select({ group_id: userGroups.group_id, n: count() })
    .from(userGroups)
    .innerJoin(users, and(eq(users.id, userGroups.user_id), isNull(users.deleted_at)))
    .where(inArray(userGroups.group_id, groupIds))
    .groupBy(userGroups.group_id);
  return new Map(rows.map((r) => [r.group_id, Number(r.n)]));
}

/**
 * Serializes group-name writes until the transaction ends: with no unique index on names, this is
 * what keeps two concurrent creations of one name from both passing the check.
 */
export async function lockGroupNames(tx: Db) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('stockroom.groups.name'))`);
}

/** Whether another group holds the name, whatever its case. */
export async function groupNameTaken(db: Db, name: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: groups.id })
    .from(groups)
    .where(and(sql`lower(${groups.name}) = lower(${name})`, live, exceptId ? ne(groups.id, exceptId) : undefined))
    .limit(1);
  return Boolean(row);
}

/**
 * The ids among `ids` that name providers, locked against deletion until the transaction ends, so
 * that a permission is never written for a provider deleted meanwhile.
 */
export async function lockProviders(tx: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: contentProviders.id })
    .from(contentProviders)
    .where(inArray(contentProviders.id, ids))
    .for('share');
  return new Set(rows.map((r) => r.id));
}

export async function insertGroup(tx: Db, name: string): Promise<string> {
  const [row] = await tx.insert(groups).values({ name }).returning({ id: groups.id });
  if (!row) throw new Error('group insert returned no row');
  return row.id;
}

/** Renames a group; false when it does not exist. */
export async function renameGroup(tx: Db, id: string, name: string): Promise<boolean> {
  const rows = await tx
    .update(groups)
    .set({ name, updated_at: sql`now()` })
    .where(and(eq(groups.id, id), live))
    .returning({ id: groups.id });
  return rows.length > 0;
}

/** Replaces what a group grants; a permission of 0 is not stored (absent already means 0). */
export async function replaceGroupPermissions(tx: Db, groupId: string, permissions: PermissionInput[]) {
  await tx.delete(groupProviders).where(eq(groupProviders.group_id, groupId));
  const granted = permissions.filter((p) => p.permission > 0);
  if (granted.length === 0) return;
  await tx
    .insert(groupProviders)
    .values(granted.map((p) => ({ group_id: groupId, provider_id: p.id, permission: p.permission })));
}

/** Deletes a group; its memberships and permissions go with it through their foreign keys. */
export async function deleteGroupRow(tx: Db, id: string): Promise<boolean> {
  const rows = await tx.delete(groups).where(eq(groups.id, id)).returning({ id: groups.id });
  return rows.length > 0;
}
