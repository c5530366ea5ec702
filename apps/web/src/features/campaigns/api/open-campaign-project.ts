import { campaignRoutes } from '@stockroom/contract';
import { callRoute } from '../../../lib/api-client';
import { keepCampaignToken } from './campaign-token';

export interface OpenedCampaign {
  campaignProjectId: string;
  token: string;
}

/**
 * POST /api/campaign-projects: the member's open campaign project for a campaign product (the open
 * one, or a new one with a piece per template they may customize), its token kept for the editor.
 */
export async function openCampaignProject(productId: string, signal?: AbortSignal): Promise<OpenedCampaign> {
  const opened = await callRoute(campaignRoutes.open, { body: { product_id: productId } }, { signal });
  keepCampaignToken(opened.campaign_project_id, opened.user_token);
  return { campaignProjectId: opened.campaign_project_id, token: opened.user_token };
}
