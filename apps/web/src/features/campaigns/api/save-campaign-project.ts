import { type CampaignProjectSave, campaignRoutes } from '@stockroom/contract';
import { useCallback } from 'react';
import { callRoute } from '../../../lib/api-client';
import { type CampaignAccess, useWithCampaignToken } from './with-campaign-token';

/**
 * PUT /api/campaign-projects/{id} with the campaign's token: the shared values and every piece's own,
 * all written or none. A refused token is replaced once by a fresh one.
 */
export function useSaveCampaignProject(campaignProjectId: string, access: CampaignAccess) {
  const withToken = useWithCampaignToken(access);
  return useCallback(
    (body: CampaignProjectSave) =>
      withToken((headers) =>
        callRoute(campaignRoutes.save, { params: { campaign_project_id: campaignProjectId }, headers, body }),
      ),
    [campaignProjectId, withToken],
  );
}
