import type { Db } from '@stockroom/db';
import { AppError } from '../../errors';
import { hashToken, newRefreshToken, REFRESH_TOKEN_DAYS, type TokenService } from '../../lib/tokens';
import {
  findLiveSessionByRefreshHash,
  insertLoginEvent,
  insertSession,
  revokeSessionRow,
  revokeUserSessionRows,
  touchSession,
} from './sessions.queries';

export interface ClientMeta {
  ip: string;
  userAgent: string;
}

export interface SessionUser {
  id: string;
  username: string;
  is_admin: boolean;
}

/**
 * Starts a session for a user who has just proved who they are: a refresh token (kept only as a
 * hash) bound to the session, an access token naming it, and a login event.
 */
export async function startSession(db: Db, tokens: TokenService, user: SessionUser, meta: ClientMeta) {
  const refreshToken = newRefreshToken();
  const sessionId = await insertSession(db, {
    user_id: user.id,
    refresh_token_hash: hashToken(refreshToken),
    expires_at: new Date(Date.now() + REFRESH_TOKEN_DAYS * 86_400_000),
    ip: meta.ip,
    user_agent: meta.userAgent.slice(0, 500),
  });
  await insertLoginEvent(db, { user_id: user.id, ip: meta.ip, user_agent: meta.userAgent.slice(0, 500) });
  const accessToken = await tokens.signAccess({
    userId: user.id,
    sessionId,
    username: user.username,
    isAdmin: user.is_admin,
  });
  return { access_token: accessToken, refresh_token: refreshToken, sessionId };
}

/** A new access token for a live session; the username must be the session's (DESIGN §1.5). */
export async function refreshAccess(db: Db, tokens: TokenService, username: string, refreshToken: string) {
  const session = await findLiveSessionByRefreshHash(db, hashToken(refreshToken));
  if (!session || session.username.toLowerCase() !== username.toLowerCase()) {
    throw new AppError('unauthorized', 'Your session has ended, please log in again');
  }
  if (!session.isAdmin && session.membershipStatus !== 1) {
    throw new AppError('unauthorized', 'Your account is not active');
  }
  await touchSession(db, session.sessionId);
  const accessToken = await tokens.signAccess({
    userId: session.userId,
    sessionId: session.sessionId,
    username: session.username,
    isAdmin: session.isAdmin,
  });
  return { access_token: accessToken };
}

/** Logout: this session only. */
export const revokeSession = async (db: Db, sessionId: string) => {
  await revokeSessionRow(db, sessionId);
};

/** Password change or reset, denial, deletion: every session of the user. */
export const revokeAllSessions = async (db: Db, userId: string) => {
  await revokeUserSessionRows(db, userId);
};
