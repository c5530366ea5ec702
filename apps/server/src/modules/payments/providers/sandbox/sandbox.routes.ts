import { sandboxCheckoutRoutes as routes } from '@stockroom/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../../deps';
import { registerRoute } from '../../../../route';
import { isSandboxProvider } from './sandbox-provider';

/**
 * The sandbox provider's checkout page calls, registered only when the sandbox is the provider:
 * with Stripe, its hosted page takes the card and these addresses do not exist.
 */
export function sandboxCheckoutRoutes(app: FastifyInstance, deps: AppDeps) {
  const sandbox = deps.payments;
  if (!isSandboxProvider(sandbox)) return;
  registerRoute(app, deps, routes.get, ({ params }) => sandbox.page.view(params.session_id));
  registerRoute(app, deps, routes.pay, ({ params, body }) => sandbox.page.pay(params.session_id, body));
  registerRoute(app, deps, routes.confirm, ({ params, body }) => sandbox.page.confirm(params.session_id, body.approve));
}
