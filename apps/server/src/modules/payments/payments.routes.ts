import { paymentRoutes } from '@stockroom/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { registerRoute } from '../../route';
import { viewerFrom } from '../catalogue/viewer';
import { completeSubscription, subscribe } from './subscribe.service';
import { adminSubscriptions, mySubscriptions, revenue, setRenewal } from './subscriptions.service';
import { webhookRoutes } from './webhook.routes';

/** Subscriptions (DESIGN §1.3, §1.9): subscribe, complete, the member's own, the admins' view, the webhook. */
export async function paymentsRoutes(app: FastifyInstance, deps: AppDeps) {
  registerRoute(app, deps, paymentRoutes.subscribe, ({ body }, ctx) => subscribe(deps, viewerFrom(ctx), body.id));
  registerRoute(app, deps, paymentRoutes.complete, ({ body }, ctx) =>
    completeSubscription(deps, viewerFrom(ctx), body),
  );
  registerRoute(app, deps, paymentRoutes.mine, (_input, ctx) => mySubscriptions(deps, viewerFrom(ctx)));
  registerRoute(app, deps, paymentRoutes.cancel, ({ params }, ctx) =>
    setRenewal(deps, viewerFrom(ctx), params.id, true),
  );
  registerRoute(app, deps, paymentRoutes.resume, ({ params }, ctx) =>
    setRenewal(deps, viewerFrom(ctx), params.id, false),
  );
  registerRoute(app, deps, paymentRoutes.adminList, ({ query }) => adminSubscriptions(deps, query));
  registerRoute(app, deps, paymentRoutes.revenue, () => revenue(deps));
  await webhookRoutes(app, deps);
}
