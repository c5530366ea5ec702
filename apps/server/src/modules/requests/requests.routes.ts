import { requestRoutes as routes } from '@stockroom/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { attachment, registerRoute } from '../../route';
import { viewerFrom } from '../catalogue/viewer';
import { adminRequests, changeRequestStatus, exportRequests } from './admin-requests.service';
import { addDirectMailDetails } from './direct-mail.service';
import { checkMailingList, createRequest, getRequest, mailingListFile, myRequests } from './requests.service';

/** Requests (spec §7, DESIGN §1.9): a member's own, and the administrators' queue. */
export function requestsRoutes(app: FastifyInstance, deps: AppDeps) {
  registerRoute(app, deps, routes.create, ({ body }, ctx) => createRequest(deps, viewerFrom(ctx), body));
  registerRoute(app, deps, routes.checkMailingList, async ({ body }) => checkMailingList(body.csv));
  registerRoute(app, deps, routes.mine, ({ query }, ctx) => myRequests(deps, viewerFrom(ctx), query));
  registerRoute(app, deps, routes.get, ({ params }, ctx) => getRequest(deps, viewerFrom(ctx), params.id));
  registerRoute(app, deps, routes.addDirectMailDetails, ({ params, body }, ctx) =>
    addDirectMailDetails(deps, viewerFrom(ctx), params.id, body),
  );
  registerRoute(app, deps, routes.mailingList, async ({ params }, ctx) =>
    attachment(ctx, await mailingListFile(deps, viewerFrom(ctx), params.id)),
  );
  registerRoute(app, deps, routes.adminList, ({ query }, ctx) => adminRequests(deps, viewerFrom(ctx), query));
  registerRoute(app, deps, routes.adminExport, async ({ query }, ctx) =>
    attachment(ctx, await exportRequests(deps, viewerFrom(ctx), query)),
  );
  registerRoute(app, deps, routes.changeStatus, ({ params, body }, ctx) =>
    changeRequestStatus(deps, viewerFrom(ctx), params.id, body),
  );
}
