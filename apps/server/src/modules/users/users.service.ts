/**
 * Reading, listing and deleting users, and group membership (DESIGN §1.2, §1.13). A member
 * reaches only their own record; another user's id is answered 404, as if it did not exist.
 */
import type { User } from '@stockroom/contract';
import type { Db } from '@stockroom/db';
import type { AppDeps } from '../../deps';
import { AppError, notFound } from '../../errors';
import type { AuthContext } from '../../plugins/auth';
import { revokeAllSessions } from '../auth/sessions.service';
import type { MailMessage } from '../mail/mail.service';
import { deleteUserCodes } from './codes.queries';
import { toUser } from './users.mapper';
import {
  addUserGroup,
  adminAddresses,
  findUser,
  groupIdsByUser,
  listUserRows,
  liveGroupIds,
  removeUserGroup,
  softDeleteUser,
  type UserRow,
} from './users.queries';

type UsersDeps = Pick<AppDeps, 'database'>;

const userNotFound = () => notFound('User not found');

/** The record of a user the caller may see: their own, or any live user for an admin. */
export async function visibleUser(db: Db, caller: AuthContext, id: string): Promise<UserRow> {
  if (!caller.isAdmin && caller.userId !== id) throw userNotFound();
  const row = await findUser(db, id);
  if (!row) throw userNotFound();
  return row;
}

export async function userRecord(db: Db, row: UserRow): Promise<User> {
  const groups = await groupIdsByUser(db, [row.id]);
  return toUser(row, groups.get(row.id) ?? []);
}

export async function currentUser(deps: UsersDeps, caller: AuthContext) {
  return userRecord(deps.database.db, await visibleUser(deps.database.db, caller, caller.userId));
}

export async function getUser(deps: UsersDeps, caller: AuthContext, id: string) {
  return userRecord(deps.database.db, await visibleUser(deps.database.db, caller, id));
}

export async function listUsers(
  deps: UsersDeps,
  query: {
    page_size: number;
    page: number;
    search: string;
    membership_status?: number | undefined;
    brand_id?: string | undefined;
  },
) {
  const db = deps.database.db;
  const { count, rows } = await listUserRows(db, {
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
    search: query.search,
    status: query.membership_status,
    brandId: query.brand_id,
  });
  const groups = await groupIdsByUser(
    db,
    rows.map((r) => r.id),
  );
  return { count, dataset: rows.map((row) => toUser(row, groups.get(row.id) ?? [])) };
}

/** Soft delete: the record stays for history, the username is free again, every session ends. */
export async function deleteUser(deps: UsersDeps, caller: AuthContext, id: string) {
  if (caller.userId === id) throw new AppError('bad_request', 'You cannot delete your own account');
  await deps.database.db.transaction(async (tx) => {
    if (!(await softDeleteUser(tx, id))) throw userNotFound();
    await revokeAllSessions(tx, id);
    await deleteUserCodes(tx, id);
  });
  return { id };
}

async function requireUserAndGroup(db: Db, userId: string, groupId: string) {
  if (!(await findUser(db, userId))) throw userNotFound();
  if (!(await liveGroupIds(db, [groupId])).has(groupId)) throw notFound('Group not found');
}

/** Adding a member twice changes nothing. */
export async function addToGroup(deps: UsersDeps, userId: string, groupId: string) {
  await requireUserAndGroup(deps.database.db, userId, groupId);
  await addUserGroup(deps.database.db, userId, groupId);
  return { id: userId };
}

/** Removing a user who is not in the group changes nothing. */
export async function removeFromGroup(deps: UsersDeps, userId: string, groupId: string) {
  await requireUserAndGroup(deps.database.db, userId, groupId);
  await removeUserGroup(deps.database.db, userId, groupId);
  return { id: userId };
}

/** A live user's names, address and phone, for messages about them; null when there is no such user. */
export async function userContact(db: Db, id: string) {
  const row = await findUser(db, id);
  return (
    row && {
      username: row.username,
      first_name: row.first_name,
      last_name: row.last_name,
      email_address: row.email_address,
      phone_number: row.phone_number,
    }
  );
}

/** Sends one message to every live admin with an e-mail address; answers how many were sent. */
export async function mailAdmins(
  deps: Pick<AppDeps, 'database' | 'mailer'>,
  message: (admin: { email_address: string; first_name: string }) => MailMessage,
) {
  const admins = await adminAddresses(deps.database.db);
  for (const admin of admins) await deps.mailer.send(message(admin));
  return admins.length;
}
