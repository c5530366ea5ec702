import { PROJECT_TOKEN_HEADER, campaignRoutes as routes } from '@stockroom/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { type HandlerContext, registerRoute } from '../../route';
import { viewerFrom } from '../catalogue/viewer';
import { openCampaign, readCampaign, removeCampaign, saveCampaign } from './campaigns.service';
import { listKits, preflightKit, readKit, startKit } from './kits.service';

const projectToken = (ctx: HandlerContext) => {
  const value = ctx.request.headers[PROJECT_TOKEN_HEADER];
  return typeof value === 'string' ? value : undefined;
};

/** Campaign projects (decisions 0050, 0051): open, read, save and delete a campaign's pieces at once; its kits. */
export function campaignsRoutes(app: FastifyInstance, deps: AppDeps) {
  registerRoute(app, deps, routes.open, ({ body }, ctx) => openCampaign(deps, viewerFrom(ctx), body.product_id));
  registerRoute(app, deps, routes.read, ({ params }, ctx) =>
    readCampaign(deps, viewerFrom(ctx), params.campaign_project_id),
  );
  registerRoute(app, deps, routes.save, ({ params, body }, ctx) =>
    saveCampaign(deps, viewerFrom(ctx), params.campaign_project_id, projectToken(ctx), body),
  );
  registerRoute(app, deps, routes.remove, ({ params }, ctx) =>
    removeCampaign(deps, viewerFrom(ctx), params.campaign_project_id),
  );
  registerRoute(app, deps, routes.preflight, ({ params, body }, ctx) =>
    preflightKit(deps, viewerFrom(ctx), params.campaign_project_id, projectToken(ctx), body),
  );
  registerRoute(app, deps, routes.exportKit, ({ params, body }, ctx) =>
    startKit(deps, viewerFrom(ctx), params.campaign_project_id, projectToken(ctx), body),
  );
  registerRoute(app, deps, routes.kits, (_input, ctx) => listKits(deps, viewerFrom(ctx)));
  registerRoute(app, deps, routes.kit, ({ params }, ctx) => readKit(deps, viewerFrom(ctx), params.kit_id));
}
