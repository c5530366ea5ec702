import { PROJECT_TOKEN_HEADER } from '@stockroom/contract';
import { useCallback } from 'react';
import { withProjectToken } from '../../customize/api/project-token';

/**
 * What a campaign project's token-bearing routes (save, kit preflight, kit) need: the token, and how
 * the editor gets a fresh one when it is refused (it is short-lived), so that every caller goes on
 * with the fresh one.
 */
export interface CampaignAccess {
  /** None yet while the editor is still opening the campaign again: then a fresh one is asked for. */
  token: string | undefined;
  renew: () => Promise<{ token: string }>;
}

/** Calls a route with the token in x-project-token; a refused token is replaced once by a fresh one. */
export function useWithCampaignToken({ token, renew }: CampaignAccess) {
  return useCallback(
    async <T>(call: (headers: { [PROJECT_TOKEN_HEADER]: string }) => Promise<T>) =>
      withProjectToken(token ?? (await renew()).token, renew, (current) => call({ [PROJECT_TOKEN_HEADER]: current })),
    [token, renew],
  );
}
