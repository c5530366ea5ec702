import { type CampaignProjectSave, campaignRoutes, PROJECT_TOKEN_HEADER } from '@stockroom/contract';
import { useCallback } from 'react';
import { callRoute } from '../../../lib/api-client';
import { withProjectToken } from '../../customize/api/project-token';
import type { CampaignToken } from './use-campaign-token';

/**
 * PUT /api/campaign-projects/{id} with the campaign's token: the shared values and every piece's own,
 * all written or none. A refused token is replaced once by a fresh one.
 */
export function useSaveCampaignProject(campaignProjectId: string, { token, renew }: CampaignToken) {
  return useCallback(
    async (body: CampaignProjectSave) => {
      const first = token ?? (await renew()).token;
      return withProjectToken(first, renew, (current) =>
        callRoute(campaignRoutes.save, {
          params: { campaign_project_id: campaignProjectId },
          headers: { [PROJECT_TOKEN_HEADER]: current },
          body,
        }),
      );
    },
    [campaignProjectId, token, renew],
  );
}
