import { PROJECT_TOKEN_HEADER } from '@stockroom/contract';
import { useCallback } from 'react';
import { withProjectToken } from '../../../customize/api/project-token';

/**
 * What the kit's routes need of the campaign project's token: the token, and how the editor gets a
 * fresh one when it is refused (it is short-lived), so that the editor goes on with the fresh one too.
 */
export interface KitAccess {
  /** None yet while the editor is still opening the campaign again: then a fresh one is asked for. */
  token: string | undefined;
  renew: () => Promise<{ token: string }>;
}

export function useWithKitToken({ token, renew }: KitAccess) {
  return useCallback(
    async <T>(call: (headers: { [PROJECT_TOKEN_HEADER]: string }) => Promise<T>) =>
      withProjectToken(token ?? (await renew()).token, renew, (current) => call({ [PROJECT_TOKEN_HEADER]: current })),
    [token, renew],
  );
}
