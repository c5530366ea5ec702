import { PROJECT_TOKEN_HEADER, campaignRoutes as routes } from '@stockroom/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { type HandlerContext, registerRoute } from '../../route';
import { viewerFrom } from '../catalogue/viewer';
import { openCampaign, readCampaign, saveCampaign } from './campaigns.service';

const projectToken = (ctx: HandlerContext) => {
  const value = ctx.request.headers[PROJECT_TOKEN_HEADER];
  return typeof value === 'string' ? value : undefined;
};

/** Campaign projects (decision 0050): open, read and save a campaign's pieces at once. */
export function campaignsRoutes(app: FastifyInstance, deps: AppDeps) {
  registerRoute(app, deps, routes.open, ({ body }, ctx) => openCampaign(deps, viewerFrom(ctx), body.product_id));
  registerRoute(app, deps, routes.read, ({ params }, ctx) =>
    readCampaign(deps, viewerFrom(ctx), params.campaign_project_id),
  );
  registerRoute(app, deps, routes.save, ({ params, body }, ctx) =>
    saveCampaign(deps, viewerFrom(ctx), params.campaign_project_id, projectToken(ctx), body),
  );
}
