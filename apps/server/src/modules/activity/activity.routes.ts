import { activityRoutes } from '@stockroom/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { attachment, registerRoute } from '../../route';
import { activityLog, exportActivity } from './activity.service';

/** /admin/activity (DESIGN §1.10): admin changes and member downloads, for admins. */
export function activityLogRoutes(app: FastifyInstance, deps: AppDeps) {
  registerRoute(app, deps, activityRoutes.list, ({ query }) => activityLog(deps, query));
  registerRoute(app, deps, activityRoutes.export, async ({ query }, ctx) =>
    attachment(ctx, await exportActivity(deps, query)),
  );
}
