import { groupRoutes } from '@stockroom/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { registerRoute } from '../../route';
import { createGroup, deleteGroup, getGroup, groupsTable, listGroups, updateGroup } from './groups.service';

/** Groups (ROUTES.md rows 74–79), all for admins. */
export function groupsRoutes(app: FastifyInstance, deps: AppDeps) {
  registerRoute(app, deps, groupRoutes.list, () => listGroups(deps));
  registerRoute(app, deps, groupRoutes.table, () => groupsTable(deps));
  registerRoute(app, deps, groupRoutes.get, ({ params }) => getGroup(deps, params.id));
  registerRoute(app, deps, groupRoutes.create, ({ body }) => createGroup(deps, body));
  registerRoute(app, deps, groupRoutes.update, ({ params, body }) => updateGroup(deps, params.id, body));
  registerRoute(app, deps, groupRoutes.remove, ({ params }) => deleteGroup(deps, params.id));
}
