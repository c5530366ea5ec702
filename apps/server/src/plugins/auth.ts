import type { Audience } from '@stockroom/contract';
import type { Db } from '@stockroom/db';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import type { TokenService } from '../lib/tokens';
import { liveSessionUser } from '../modules/auth/sessions.queries';
import { verifyAccessOnce } from './verified-tokens';

/** Who is calling, read from the bearer token and checked against the live session on every request. */
export interface AuthContext {
  userId: string;
  sessionId: string;
  username: string;
  firstName: string;
  isAdmin: boolean;
  membershipStatus: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

const ACTIVE = 1;

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token)
    throw new AppError('unauthorized', 'Malformed authorization header');
  return token;
}

/**
 * A token alone is not enough: its session must still be live, so that logout, a password change
 * and a denial end access at once rather than when the token expires.
 */
async function resolveAuth(db: Db, tokens: TokenService, token: string): Promise<AuthContext> {
  const claims = await verifyAccessOnce(tokens, token);
  if (!claims) throw new AppError('unauthorized', 'Your session has expired, please sign in again');
  const row = await liveSessionUser(db, claims.sessionId, claims.userId);
  if (!row) throw new AppError('unauthorized', 'Your session has ended, please sign in again');
  return { userId: claims.userId, sessionId: claims.sessionId, ...row };
}

/** Sets `request.auth` and refuses the request unless the route's audience admits the caller. */
export function audienceGuard(db: Db, tokens: TokenService, audience: Audience) {
  return async (request: FastifyRequest) => {
    request.auth = null;
    // Open routes ignore any token, so that a stale one never blocks signing in again.
    if (audience === 'any') return;
    const token = bearer(request);
    request.auth = token ? await resolveAuth(db, tokens, token) : null;
    if (audience === 'any-or-admin') return;
    const auth = request.auth;
    if (!auth) throw new AppError('unauthorized', 'Please sign in');
    if (audience === 'signed-in') return;
    if (audience === 'admin' && !auth.isAdmin) throw new AppError('forbidden', 'Only administrators may do this');
    if (!auth.isAdmin && auth.membershipStatus !== ACTIVE) {
      throw new AppError('forbidden', 'Your account is not active');
    }
  };
}
