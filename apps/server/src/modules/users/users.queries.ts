import { brands, type Db, groups, userGroups, users } from '@stockroom/db';
import { and, count, desc, eq, ilike, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../../lib/like-pattern';

/** Every column of a user but the password hash, which never leaves the queries that need it. */
const recordColumns = {
  id: users.id,
  username: users.username,
  first_name: users.first_name,
  last_name: users.last_name,
  email_address: users.email_address,
  phone_number: users.phone_number,
  company: users.company,
  address_line1: users.address_line1,
  address_line2: users.address_line2,
  country: users.country,
  city: users.city,
  state: users.state,
  zip_code: users.zip_code,
  ordering_template_id: users.ordering_template_id,
  membership_status: users.membership_status,
  email_confirmed: users.email_confirmed,
  is_admin: users.is_admin,
  brand_id: users.brand_id,
  /** The linked brand's name: its value under `name` (decision 0018), '' when none. */
  brand_name: sql<string>`coalesce(${brands.values} ->> 'name', '')`,
  created_at: users.created_at,
  updated_at: users.updated_at,
};
export type UserRow = Omit<typeof users.$inferSelect, 'password_hash' | 'deleted_at'> & { brand_name: string };
export type NewUser = typeof users.$inferInsert;
export type UserChanges = Partial<Omit<NewUser, 'id' | 'created_at' | 'deleted_at'>>;

const live = isNull(users.deleted_at);

/** Users with their brand's name, in one join; a deleted brand's members were unlinked with it. */
const selectUsers = (db: Db) =>
  db
    .select(recordColumns)
    .from(users)
    .leftJoin(brands, and(eq(brands.id, users.brand_id), isNull(brands.deleted_at)));
const sameUsername = (username: string) => sql`lower(${users.username}) = lower(${username})`;

export async function findUser(db: Db, id: string): Promise<UserRow | null> {
  const [row] = await selectUsers(db).where(and(eq(users.id, id), live));
  return row ?? null;
}

/** Usernames are unique among live accounts whatever their case, so this finds at most one. */
export async function findUserByUsername(db: Db, username: string): Promise<UserRow | null> {
  const [row] = await selectUsers(db).where(and(sameUsername(username), live));
  return row ?? null;
}

export async function findPasswordHash(db: Db, id: string): Promise<string | null> {
  const [row] = await db
    .select({ hash: users.password_hash })
    .from(users)
    .where(and(eq(users.id, id), live));
  return row?.hash ?? null;
}

export async function usernameTaken(db: Db, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sameUsername(username), live));
  return Boolean(row);
}

/** The new user's id, or null when a live user holds the username (the unique index decides under races). */
export async function insertUser(db: Db, values: NewUser): Promise<string | null> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning({ id: users.id });
  return row?.id ?? null;
}

/** Only for undoing a sign-up that could not be completed; everything else deletes softly. */
export const eraseUser = (db: Db, id: string) => db.delete(users).where(eq(users.id, id));

/** Updates a live user; `onlyIfStatus` makes a status transition safe against a concurrent one. */
export async function updateUserRow(db: Db, id: string, changes: UserChanges, onlyIfStatus?: number) {
  const rows = await db
    .update(users)
    .set({ ...changes, updated_at: sql`now()` })
    .where(
      and(eq(users.id, id), live, onlyIfStatus === undefined ? undefined : eq(users.membership_status, onlyIfStatus)),
    )
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function softDeleteUser(db: Db, id: string) {
  const rows = await db
    .update(users)
    .set({ deleted_at: sql`now()`, updated_at: sql`now()` })
    .where(and(eq(users.id, id), live))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Admins who can be told about new accounts. */
export const adminAddresses = (db: Db) =>
  db
    .select({ email_address: users.email_address, first_name: users.first_name })
    .from(users)
    .where(and(eq(users.is_admin, true), live, ne(users.email_address, '')));

/**
 * One page of live users, newest first; `search` matches anywhere in the name fields, e-mail and
 * company; `status` keeps one membership status (admins look for the accounts waiting for approval);
 * `brandId` keeps the members linked to one brand.
 */
export async function listUserRows(
  db: Db,
  options: { limit: number; offset: number; search: string; status?: number | undefined; brandId?: string | undefined },
) {
  const term = options.search.trim();
  const pattern = containsPattern(term);
  const matches: SQL | undefined = term
    ? or(
        ilike(users.username, pattern),
        ilike(users.first_name, pattern),
        ilike(users.last_name, pattern),
        ilike(users.email_address, pattern),
        ilike(users.company, pattern),
      )
    : undefined;
  const status = options.status === undefined ? undefined : eq(users.membership_status, options.status);
  const brand = options.brandId === undefined ? undefined : eq(users.brand_id, options.brandId);
  const where = and(live, matches, status, brand);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  const rows = await selectUsers(db)
    .where(where)
    .orderBy(desc(users.created_at), desc(users.id))
    .limit(options.limit)
    .offset(options.offset);
  return { count: Number(total?.n ?? 0), rows };
}

/** Group ids per user, for mapping users to the contract's shape in one query. */
export async function groupIdsByUser(db: Db, userIds: string[]): Promise<Map<string, string[]>> {
  const byUser = new Map<string, string[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({ user_id: userGroups.user_id, group_id: userGroups.group_id })
    .from(userGroups)
    .innerJoin(groups, eq(groups.id, userGroups.group_id))
    .where(and(inArray(userGroups.user_id, userIds), isNull(groups.deleted_at)))
    .orderBy(userGroups.created_at, userGroups.group_id);
  for (const row of rows) byUser.get(row.user_id)?.push(row.group_id);
  return byUser;
}

/** The ids among `ids` that name live groups. */
export async function liveGroupIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: groups.id })
    .from(groups)
    .where(and(inArray(groups.id, ids), isNull(groups.deleted_at)));
  return new Set(rows.map((r) => r.id));
}

export async function replaceUserGroups(db: Db, userId: string, groupIds: string[]) {
  await db.delete(userGroups).where(eq(userGroups.user_id, userId));
  if (groupIds.length > 0) {
    await db.insert(userGroups).values(groupIds.map((group_id) => ({ user_id: userId, group_id })));
  }
}

export const addUserGroup = (db: Db, userId: string, groupId: string) =>
  db.insert(userGroups).values({ user_id: userId, group_id: groupId }).onConflictDoNothing();

export const removeUserGroup = (db: Db, userId: string, groupId: string) =>
  db.delete(userGroups).where(and(eq(userGroups.user_id, userId), eq(userGroups.group_id, groupId)));
