import { authRoutes } from '@stockroom/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import type { AuthContext } from '../../plugins/auth';
import { type HandlerContext, registerRoute } from '../../route';
import { login, refresh } from './auth.service';
import { revokeSession } from './sessions.service';

const clientMeta = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? '',
});

/** The guard of a member route has already refused anonymous callers; this only narrows the type. */
function signedIn(ctx: HandlerContext): AuthContext {
  if (!ctx.auth) throw new AppError('unauthorized', 'Please log in');
  return ctx.auth;
}

/** DESIGN §1.1: the auth service, mounted at /auth. */
export function authServiceRoutes(app: FastifyInstance, deps: AppDeps) {
  registerRoute(app, deps, authRoutes.login, async ({ body }, { request }) => login(deps, body, clientMeta(request)));

  registerRoute(app, deps, authRoutes.refresh, async ({ body }, { request }) => refresh(deps, body, request.ip));

  registerRoute(app, deps, authRoutes.logout, async (_input, ctx) => {
    await revokeSession(deps.database.db, signedIn(ctx).sessionId);
    return { message: 'Logged out' };
  });

  registerRoute(app, deps, authRoutes.currentUser, async (_input, ctx) => {
    const auth = signedIn(ctx);
    return { id: auth.userId, username: auth.username, first_name: auth.firstName, is_admin: auth.isAdmin };
  });
}
