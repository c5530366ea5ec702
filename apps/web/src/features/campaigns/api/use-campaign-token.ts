import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { readCampaignToken } from './campaign-token';
import { campaignKeys } from './keys';
import { openCampaignProject } from './open-campaign-project';

/** Opening the campaign again answers a fresh token for the member's open campaign project. */
async function reopen(campaignProjectId: string, productId: string, signal?: AbortSignal) {
  const opened = await openCampaignProject(productId, signal);
  if (opened.campaignProjectId.toLowerCase() !== campaignProjectId.toLowerCase()) {
    throw new Error('This campaign has been opened again since: open it from its product page to go on');
  }
  return opened.token;
}

/**
 * The campaign project's token: the one opening answered (kept in the tab), or, after a reload in
 * another tab or once it is refused, a fresh one from opening the campaign product again.
 */
export function useCampaignToken(campaignProjectId: string, productId: string | undefined) {
  const queryClient = useQueryClient();
  const token = useQuery({
    queryKey: campaignKeys.token(campaignProjectId),
    queryFn: ({ signal }) => readCampaignToken(campaignProjectId) ?? reopen(campaignProjectId, productId ?? '', signal),
    enabled: Boolean(productId),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    meta: { quietErrors: true },
  });
  const renew = useCallback(async () => {
    const fresh = await reopen(campaignProjectId, productId ?? '');
    queryClient.setQueryData(campaignKeys.token(campaignProjectId), fresh);
    return { token: fresh };
  }, [queryClient, campaignProjectId, productId]);
  return { token: token.data, error: token.error, renew };
}

export type CampaignToken = ReturnType<typeof useCampaignToken>;
