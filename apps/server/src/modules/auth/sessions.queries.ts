import { type Db, loginEvents, sessions, users } from '@stockroom/db';
import { and, eq, gt, isNull, type Placeholder, sql } from 'drizzle-orm';
import { oncePer } from '../../lib/once-per';
import { withCompiledRowMapping } from '../../lib/row-mapping';

export const insertSession = (
  db: Db,
  values: { user_id: string; refresh_token_hash: string; expires_at: Date; ip: string; user_agent: string },
) =>
  db
    .insert(sessions)
    .values(values)
    .returning({ id: sessions.id })
    .then((rows) => rows[0]!.id);

export const insertLoginEvent = (db: Db, values: { user_id: string; ip: string; user_agent: string }) =>
  db.insert(loginEvents).values(values);

/**
 * A session that still grants access: not revoked, not expired, its user not deleted. Both the
 * access-token check and the refresh use it, so that they can never disagree.
 */
export const liveSession = (now: Date | Placeholder = new Date()) =>
  and(isNull(sessions.revoked_at), gt(sessions.expires_at, now), isNull(users.deleted_at));

const prepareSessionUser = (db: Db) =>
  withCompiledRowMapping(
    db
      .select({
        username: users.username,
        firstName: users.first_name,
        isAdmin: users.is_admin,
        membershipStatus: users.membership_status,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.user_id))
      .where(
        and(
          eq(sessions.id, sql.placeholder('sessionId')),
          eq(sessions.user_id, sql.placeholder('userId')),
          liveSession(sql.placeholder('now')),
        ),
      )
      .prepare('auth_live_session_user'),
  );
const sessionUserQuery = oncePer(prepareSessionUser);

/**
 * The user of a live session, as every authenticated request reads it (decision 0003). Prepared
 * once per database, so that neither the query builder nor PostgreSQL's planner runs per request.
 */
export async function liveSessionUser(db: Db, sessionId: string, userId: string) {
  const [row] = await sessionUserQuery(db).execute({ sessionId, userId, now: new Date() });
  return row;
}

/** The live session a refresh token belongs to, with its user. */
export async function findLiveSessionByRefreshHash(db: Db, hash: string) {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      username: users.username,
      isAdmin: users.is_admin,
      membershipStatus: users.membership_status,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(and(eq(sessions.refresh_token_hash, hash), liveSession()));
  return row ?? null;
}

export const touchSession = (db: Db, id: string) =>
  db.update(sessions).set({ last_used_at: new Date() }).where(eq(sessions.id, id));

export const revokeSessionRow = (db: Db, id: string) =>
  db
    .update(sessions)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(sessions.id, id), isNull(sessions.revoked_at)));

export const revokeUserSessionRows = (db: Db, userId: string) =>
  db
    .update(sessions)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(sessions.user_id, userId), isNull(sessions.revoked_at)));
