import { requestRoutes } from '@stockroom/contract';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';

/** POST /api/requests/mailing-list: the server reads the CSV row by row and says what it would keep. */
export function useCheckMailingListMutation() {
  return useMutation({
    mutationFn: (csv: string) => callRoute(requestRoutes.checkMailingList, { body: { csv } }),
    // The mailing list field shows the failure where the file was chosen.
    meta: { quietErrors: true },
  });
}
