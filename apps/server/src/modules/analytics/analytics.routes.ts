import { analyticsRoutes } from '@stockroom/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { registerRoute } from '../../route';
import { funnel, groupActivity, providerReach, searches, series, top, unviewed } from './analytics.service';

/** The /admin/analytics panels (DESIGN §1.10), all for admins. */
export function analyticsPanelRoutes(app: FastifyInstance, deps: AppDeps) {
  registerRoute(app, deps, analyticsRoutes.funnel, ({ query }) => funnel(deps, query));
  registerRoute(app, deps, analyticsRoutes.series, ({ query }) => series(deps, query));
  registerRoute(app, deps, analyticsRoutes.groups, ({ query }) => groupActivity(deps, query));
  registerRoute(app, deps, analyticsRoutes.top, ({ query }) => top(deps, query));
  registerRoute(app, deps, analyticsRoutes.unviewed, ({ query }) => unviewed(deps, query));
  registerRoute(app, deps, analyticsRoutes.searches, ({ query }) => searches(deps, query));
  registerRoute(app, deps, analyticsRoutes.providers, ({ query }) => providerReach(deps, query));
}
