import {
  CampaignProjectParamsSchema,
  CampaignProjectSaveSchema,
  CampaignProjectSchema,
  OpenCampaignProjectResponseSchema,
  OpenCampaignProjectSchema,
} from './campaigns.schemas';
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
} as const;
