import { requestRoutes } from '@stockroom/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { type MyRequestsQuery, requestKeys } from './keys';

/** GET /api/requests: one page of the member's own requests, newest first, each with its history. */
export function useMyRequests(query: MyRequestsQuery) {
  return useQuery({
    queryKey: requestKeys.minePage(query),
    queryFn: ({ signal }) => callRoute(requestRoutes.mine, { query }, { signal }),
    placeholderData: keepPreviousData,
    // The page shows the failure itself, with a way to try again.
    meta: { quietErrors: true },
  });
}
