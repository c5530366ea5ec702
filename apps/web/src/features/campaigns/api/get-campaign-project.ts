import { campaignRoutes } from '@stockroom/contract';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { campaignKeys } from './keys';

/**
 * GET /api/campaign-projects/{id}: the shared values, the slots once each, the pieces and what was
 * left out. The editor keeps its own copy once loaded; each visit reads it again (opening the
 * campaign may have added pieces since).
 */
export function useCampaignProject(campaignProjectId: string) {
  return useQuery({
    queryKey: campaignKeys.project(campaignProjectId),
    queryFn: ({ signal }) =>
      callRoute(campaignRoutes.read, { params: { campaign_project_id: campaignProjectId } }, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    meta: { quietErrors: true },
  });
}
