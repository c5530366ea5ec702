import { campaignRoutes, type Kit } from '@stockroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../../lib/api-client';
import { customizeKeys } from '../../../customize/api/keys';
import { type CampaignAccess, useWithCampaignToken } from '../../api/with-campaign-token';
import { kitKeys } from './kit-keys';

/**
 * POST /api/campaign-projects/{id}/kits (202): the kit, rendering. Its pieces' files are downloads
 * from now on, so the downloads and the kits are read again. The editor's values are saved first, so
 * that the kit holds what the member sees.
 */
export function useStartKit(campaignProjectId: string, access: CampaignAccess, prepare: () => Promise<void>) {
  const queryClient = useQueryClient();
  const withToken = useWithCampaignToken(access);
  return useMutation({
    mutationFn: async (svg: boolean): Promise<Kit> => {
      await prepare();
      return withToken((headers) =>
        callRoute(campaignRoutes.exportKit, {
          params: { campaign_project_id: campaignProjectId },
          headers,
          body: { svg },
        }),
      );
    },
    onSuccess: (kit) => {
      queryClient.setQueryData(kitKeys.kit(kit.id), kit);
      void queryClient.invalidateQueries({ queryKey: kitKeys.list() });
      void queryClient.invalidateQueries({ queryKey: customizeKeys.transactions() });
    },
    meta: { quietErrors: true },
  });
}
