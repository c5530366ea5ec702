import { campaignRoutes } from '@stockroom/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../../lib/api-client';
import { type CampaignAccess, useWithCampaignToken } from '../../api/with-campaign-token';
import { kitKeys } from './kit-keys';

/**
 * POST /api/campaign-projects/{id}/preflight: each piece's files and findings, grouped by piece.
 * Checked again each time the dialog opens, since the pieces change in the editor in between; while
 * another choice (SVGs or not) is checked, the last answer stays on screen. The editor's values are
 * saved first (`prepare`): the check reads the pieces as the server has them.
 */
export function useKitPreflight(
  campaignProjectId: string,
  access: CampaignAccess,
  prepare: () => Promise<void>,
  svg: boolean,
) {
  const withToken = useWithCampaignToken(access);
  return useQuery({
    queryKey: kitKeys.preflight(campaignProjectId, svg),
    queryFn: async ({ signal }) => {
      await prepare();
      return withToken((headers) =>
        callRoute(
          campaignRoutes.preflight,
          { params: { campaign_project_id: campaignProjectId }, headers, body: { svg } },
          { signal },
        ),
      );
    },
    staleTime: 0,
    gcTime: 0,
    refetchOnMount: 'always',
    placeholderData: keepPreviousData,
    meta: { quietErrors: true },
  });
}
