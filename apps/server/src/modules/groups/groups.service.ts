/**
 * Groups and what they grant per content provider (SPEC §3 Group, DESIGN §1.3). Admin-only: the
 * routes' audience refuses everyone else before these run. Writes happen in one transaction each.
 */
import type { groupRoutes, RouteParsed } from '@stockroom/contract';
import type { Db } from '@stockroom/db';
import type { AppDeps } from '../../deps';
import { AppError, fieldError, notFound } from '../../errors';
import { type GroupAnswer, permissionsByGroup, toGroup } from './groups.mapper';
import {
  deleteGroupRow,
  findGroupRow,
  type GroupRow,
  groupNameTaken,
  groupPermissionRows,
  insertGroup,
  listGroupRows,
  listProviderRows,
  liveMemberCounts,
  lockGroupNames,
  lockProviders,
  type PermissionInput,
  renameGroup,
  replaceGroupPermissions,
} from './groups.queries';

type GroupsDeps = Pick<AppDeps, 'database'>;
type CreateInput = RouteParsed<typeof groupRoutes.create>['body'];
type UpdateInput = RouteParsed<typeof groupRoutes.update>['body'];

const groupNotFound = () => notFound('Group not found');
const nameTakenError = () =>
  new AppError('conflict', 'A group with this name already exists. Please choose another.', [
    { path: 'name', message: 'A group with this name already exists' },
  ]);

async function shapeGroups(db: Db, rows: GroupRow[], withCounts: boolean): Promise<GroupAnswer[]> {
  const ids = rows.map((r) => r.id);
  const [providers, permissions, counts] = await Promise.all([
    listProviderRows(db),
    groupPermissionRows(db, ids),
    withCounts ? liveMemberCounts(db, ids) : null,
  ]);
  const granted = permissionsByGroup(permissions);
  return rows.map((row) => toGroup(row, providers, granted.get(row.id), counts ? (counts.get(row.id) ?? 0) : null));
}

/** Every group with every provider's permission, by name; members are not counted. */
export const listGroups = (deps: GroupsDeps) =>
  listGroupRows(deps.database.db).then((rows) => shapeGroups(deps.database.db, rows, false));

/** The same, with each group's count of live members, for the admin table. */
export const groupsTable = (deps: GroupsDeps) =>
  listGroupRows(deps.database.db).then((rows) => shapeGroups(deps.database.db, rows, true));

export async function getGroup(deps: GroupsDeps, id: string): Promise<GroupAnswer> {
  const row = await findGroupRow(deps.database.db, id);
  if (!row) throw groupNotFound();
  const [group] = await shapeGroups(deps.database.db, [row], true);
  return group as GroupAnswer;
}

/** Checks inside the write's transaction: the name is free and every provider exists (and stays). */
async function checkWrite(tx: Db, name: string, permissions: PermissionInput[], field: string, groupId?: string) {
  await lockGroupNames(tx);
  if (await groupNameTaken(tx, name, groupId)) throw nameTakenError();
  const known = await lockProviders(
    tx,
    permissions.map((p) => p.id),
  );
  const unknown = permissions.filter((p) => !known.has(p.id)).map((p) => p.id);
  if (unknown.length > 0) throw fieldError(field, `No such content provider: ${unknown.join(', ')}`);
}

export async function createGroup(deps: GroupsDeps, input: CreateInput) {
  const id = await deps.database.db.transaction(async (tx) => {
    await checkWrite(tx, input.name, input.content_providers, 'content_providers');
    const id = await insertGroup(tx, input.name);
    await replaceGroupPermissions(tx, id, input.content_providers);
    return id;
  });
  return { id };
}

/** Renames the group; its permissions are replaced only when `update_content_providers` is sent. */
export async function updateGroup(deps: GroupsDeps, id: string, input: UpdateInput) {
  await deps.database.db.transaction(async (tx) => {
    if (!(await findGroupRow(tx, id))) throw groupNotFound();
    await checkWrite(tx, input.name, input.update_content_providers ?? [], 'update_content_providers', id);
    if (!(await renameGroup(tx, id, input.name))) throw groupNotFound();
    if (input.update_content_providers) await replaceGroupPermissions(tx, id, input.update_content_providers);
  });
  return { id };
}

/** For good: its memberships and permissions go with it (decision 0007). */
export async function deleteGroup(deps: GroupsDeps, id: string) {
  const deleted = await deps.database.db.transaction((tx) => deleteGroupRow(tx, id));
  if (!deleted) throw groupNotFound();
  return { id };
}
