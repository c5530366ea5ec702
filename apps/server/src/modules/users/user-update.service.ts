/**
 * `PUT /api/user/{id}` (DESIGN §1.2, §1.4): members change their own profile fields only; admins
 * change anything, and a status change is e-mailed to the user (a denial also signs them out).
 */
import { MEMBERSHIP, PROFILE_FIELDS, type RouteParsed, type userRoutes } from '@stockroom/contract';
import type { AppDeps } from '../../deps';
import { AppError, fieldError } from '../../errors';
import type { AuthContext } from '../../plugins/auth';
import { revokeAllSessions } from '../auth/sessions.service';
import { requireLinkableBrand } from '../brands/brands.service';
import { accountApprovedEmail, accountDeniedEmail } from './emails';
import {
  findUser,
  liveGroupIds,
  replaceUserGroups,
  type UserChanges,
  type UserRow,
  updateUserRow,
} from './users.queries';
import { userRecord, visibleUser } from './users.service';

export type UserUpdateInput = RouteParsed<typeof userRoutes.updateUser>['body'];
type UpdateDeps = Pick<AppDeps, 'config' | 'database' | 'mailer'>;

/** What only an administrator may set, on any record (DESIGN §1.2). */
const ADMIN_FIELDS = ['is_admin', 'membership_status', 'groups', 'brand_id'] as const;

export async function updateUser(deps: UpdateDeps, caller: AuthContext, id: string, input: UserUpdateInput) {
  const db = deps.database.db;
  const before = await visibleUser(db, caller, id);
  if (!caller.isAdmin) refuseAdminFields(input);
  else refuseSelfDemotion(caller, id, input);

  const changes: UserChanges = {};
  for (const field of PROFILE_FIELDS) {
    const value = input[field];
    if (value !== undefined) changes[field] = value;
  }
  if (input.is_admin !== undefined) changes.is_admin = input.is_admin;
  // null unlinks the user from their brand.
  if (input.brand_id !== undefined) changes.brand_id = input.brand_id;
  const status = input.membership_status;
  if (status !== undefined && status !== before.membership_status) {
    checkTransition(before.membership_status, status);
    changes.membership_status = status;
  }
  const groups = input.groups && (await knownGroups(db, input.groups));

  await db.transaction(async (tx) => {
    if (changes.brand_id) await requireLinkableBrand(tx, changes.brand_id);
    if (!(await updateUserRow(tx, id, changes))) throw new AppError('not_found', 'User not found');
    if (groups) await replaceUserGroups(tx, id, groups);
    // A denied user is signed out at once, not when their token expires (DESIGN §1.5).
    if (changes.membership_status === MEMBERSHIP.denied) await revokeAllSessions(tx, id);
  });

  const after = await findUser(db, id);
  if (!after) throw new AppError('not_found', 'User not found');
  await tellStatusChange(deps, before, after);
  return userRecord(db, after);
}

function refuseAdminFields(input: UserUpdateInput) {
  for (const field of ADMIN_FIELDS) {
    if (input[field] !== undefined) {
      const message = `Only administrators may change ${field}`;
      throw new AppError('forbidden', message, [{ path: field, message }]);
    }
  }
}

/** An admin locking themselves out would leave nobody to undo it. */
function refuseSelfDemotion(caller: AuthContext, id: string, input: UserUpdateInput) {
  if (caller.userId !== id) return;
  if (input.is_admin === false) {
    throw fieldError('is_admin', 'You cannot remove your own administrator rights', 'bad_request');
  }
  if (input.membership_status === MEMBERSHIP.denied) {
    throw fieldError('membership_status', 'You cannot deny your own account', 'bad_request');
  }
}

/**
 * Any move among active, waiting and denied is an admin's call; going back to email-pending makes
 * no sense, as no code would be on its way (DESIGN §1.4: such transitions answer 400).
 */
function checkTransition(from: number, to: number) {
  if (to === MEMBERSHIP['email-pending'] && from !== MEMBERSHIP['email-pending']) {
    throw fieldError(
      'membership_status',
      'An account cannot go back to waiting for e-mail confirmation',
      'bad_request',
    );
  }
}

async function knownGroups(db: UpdateDeps['database']['db'], ids: string[]) {
  const unique = [...new Set(ids)];
  const known = await liveGroupIds(db, unique);
  const unknown = unique.filter((id) => !known.has(id));
  if (unknown.length > 0) throw fieldError('groups', `No such group: ${unknown.join(', ')}`);
  return unique;
}

async function tellStatusChange(deps: UpdateDeps, before: UserRow, after: UserRow) {
  if (before.membership_status === after.membership_status || !after.email_address) return;
  if (after.membership_status === MEMBERSHIP.active) {
    await deps.mailer.send(accountApprovedEmail(after, deps.config.publicBaseUrl));
  } else if (after.membership_status === MEMBERSHIP.denied) {
    await deps.mailer.send(accountDeniedEmail(after));
  }
}
