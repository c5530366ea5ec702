import {
  CampaignProjectParamsSchema,
  CampaignProjectSaveSchema,
  CampaignProjectSchema,
  KitParamsSchema,
  KitPreflightSchema,
  KitRequestSchema,
  KitSchema,
  KitsSchema,
  OpenCampaignProjectResponseSchema,
  OpenCampaignProjectSchema,
} from './campaigns.schemas';
import { IdResponseSchema } from './common/ids';
import { defineRoute } from './common/route';
import { ProjectTokenHeadersSchema } from './customization.schemas';

const tags = ['campaigns'];

/**
 * Campaign projects (decision 0050): a campaign's template products customized at once. Access to
 * the campaign product follows the customization routes (none 404, locked 403); a campaign project
 * is its owner's only (anyone else 404); saving needs the campaign project's own token.
 */
export const campaignRoutes = {
  open: defineRoute({
    service: 'main',
    method: 'POST',
    path: '/api/campaign-projects',
    audience: 'member',
    summary:
      "Open the member's campaign project for a campaign product (the open one, or a new one in their " +
      'brand with a piece per template product they may customize)',
    tags,
    body: OpenCampaignProjectSchema,
    status: 200,
    response: OpenCampaignProjectResponseSchema,
  }),
  read: defineRoute({
    service: 'main',
    method: 'GET',
    path: '/api/campaign-projects/{campaign_project_id}',
    audience: 'self',
    summary: "A campaign project: the shared values, the campaign's slots once each, its pieces and what was left out",
    tags,
    params: CampaignProjectParamsSchema,
    status: 200,
    response: CampaignProjectSchema,
  }),
  save: defineRoute({
    service: 'main',
    method: 'PUT',
    path: '/api/campaign-projects/{campaign_project_id}',
    audience: 'self',
    summary:
      "Save a campaign's shared values and each piece's overrides, every piece at once or none; " +
      'needs the campaign project token',
    tags,
    params: CampaignProjectParamsSchema,
    headers: ProjectTokenHeadersSchema,
    body: CampaignProjectSaveSchema,
    status: 200,
    response: CampaignProjectSchema,
  }),
  remove: defineRoute({
    service: 'main',
    method: 'DELETE',
    path: '/api/campaign-projects/{campaign_project_id}',
    audience: 'self',
    summary: 'Delete a campaign project and its pieces; their downloads and kits stay listed',
    tags,
    params: CampaignProjectParamsSchema,
    status: 200,
    response: IdResponseSchema,
  }),
  preflight: defineRoute({
    service: 'main',
    method: 'POST',
    path: '/api/campaign-projects/{campaign_project_id}/preflight',
    audience: 'self',
    summary:
      'Check every piece of a campaign before its kit is made, grouped by piece: the files each adds and ' +
      'their findings; a piece with a refusal would be left out of the kit, alone. Nothing is written',
    tags,
    params: CampaignProjectParamsSchema,
    headers: ProjectTokenHeadersSchema,
    body: KitRequestSchema,
    status: 200,
    response: KitPreflightSchema,
  }),
  exportKit: defineRoute({
    service: 'main',
    method: 'POST',
    path: '/api/campaign-projects/{campaign_project_id}/kits',
    audience: 'self',
    summary:
      'Start a kit: every piece without a refusal rendered by jobs (print pieces as print-ready PDFs, ' +
      'screen pieces as PNGs, and SVGs when asked), each a download, then one ZIP with a README.txt; ' +
      'read the kit until it is ready',
    tags,
    params: CampaignProjectParamsSchema,
    headers: ProjectTokenHeadersSchema,
    body: KitRequestSchema,
    status: 202,
    response: KitSchema,
  }),
  kits: defineRoute({
    service: 'main',
    method: 'GET',
    path: '/api/campaign-kits',
    audience: 'member',
    summary: "The member's campaign kits, newest first",
    tags,
    status: 200,
    response: KitsSchema,
  }),
  kit: defineRoute({
    service: 'main',
    method: 'GET',
    path: '/api/campaign-kits/{kit_id}',
    audience: 'self',
    summary: "A kit's progress across its pieces, and its ZIP's address once ready",
    tags,
    params: KitParamsSchema,
    status: 200,
    response: KitSchema,
  }),
} as const;
