import { requestRoutes } from '@stockroom/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { type AdminRequestsListQuery, requestKeys } from './keys';

/** GET /api/admin/requests: one page of the queue, filtered, newest first. */
export function useAdminRequests(query: AdminRequestsListQuery) {
  return useQuery({
    queryKey: requestKeys.adminList(query),
    queryFn: ({ signal }) => callRoute(requestRoutes.adminList, { query }, { signal }),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
    meta: { quietErrors: true },
  });
}

/** GET /api/admin/requests/export: every page of the filtered queue as CSV text. */
export const fetchRequestsCsv = (query: Omit<AdminRequestsListQuery, 'page' | 'page_size'>) =>
  callRoute(requestRoutes.adminExport, { query });
