import { authRoutes } from '@stockroom/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { registerRoute } from '../../route';

/** DESIGN §1.6: the widget fetches a challenge; a form's server-side check verifies (and uses up) the solution. */
export function captchaRoutes(app: FastifyInstance, deps: AppDeps) {
  registerRoute(app, deps, authRoutes.captchaChallenge, async (_input, { reply }) => {
    // Every challenge is single-use; a cached one would be a replay waiting to happen.
    reply.header('cache-control', 'no-store');
    return deps.captcha.createChallenge();
  });

  registerRoute(app, deps, authRoutes.verifyCaptcha, async ({ query }) => deps.captcha.verify(query.token));
}
