import { userRoutes } from '@stockroom/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import type { AuthContext } from '../../plugins/auth';
import { type HandlerContext, registerRoute } from '../../route';
import { confirmEmail, confirmPasswordReset, sendPasswordResetCode } from './account.service';
import { changePassword } from './password.service';
import { createUser } from './sign-up.service';
import { updateUser } from './user-update.service';
import { addToGroup, currentUser, deleteUser, getUser, listUsers, removeFromGroup } from './users.service';

/** The guard has already refused anonymous callers on these routes; this only narrows the type. */
function signedIn(ctx: HandlerContext): AuthContext {
  if (!ctx.auth) throw new AppError('unauthorized', 'Please sign in');
  return ctx.auth;
}

/** Users, sign-up, e-mail confirmation and passwords (ROUTES.md rows 6–16 and /confirm-email). */
export function usersRoutes(app: FastifyInstance, deps: AppDeps) {
  registerRoute(app, deps, userRoutes.signUp, ({ body }, { auth, request }) =>
    createUser(deps, body, auth, request.ip),
  );
  registerRoute(app, deps, userRoutes.confirmEmail, ({ body }, { request }) => confirmEmail(deps, body, request.ip));
  registerRoute(app, deps, userRoutes.sendPasswordResetCode, ({ body }, { request }) =>
    sendPasswordResetCode(deps, body, request.ip),
  );
  registerRoute(app, deps, userRoutes.confirmPasswordReset, ({ body }, { request }) =>
    confirmPasswordReset(deps, body, request.ip),
  );
  registerRoute(app, deps, userRoutes.changePassword, ({ params, body }, ctx) =>
    changePassword(deps, signedIn(ctx), params.user_id, body),
  );

  registerRoute(app, deps, userRoutes.me, (_input, ctx) => currentUser(deps, signedIn(ctx)));
  registerRoute(app, deps, userRoutes.getUser, ({ params }, ctx) => getUser(deps, signedIn(ctx), params.id));
  registerRoute(app, deps, userRoutes.updateUser, ({ params, body }, ctx) =>
    updateUser(deps, signedIn(ctx), params.id, body),
  );
  registerRoute(app, deps, userRoutes.deleteUser, ({ params }, ctx) => deleteUser(deps, signedIn(ctx), params.id));
  registerRoute(app, deps, userRoutes.listUsers, ({ query }) => listUsers(deps, query));
  registerRoute(app, deps, userRoutes.addToGroup, ({ params }) => addToGroup(deps, params.user_id, params.group_id));
  registerRoute(app, deps, userRoutes.removeFromGroup, ({ params }) =>
    removeFromGroup(deps, params.user_id, params.group_id),
  );
}
