import { type RequestStatusChange, requestRoutes } from '@stockroom/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-errors';
import { requestKeys } from './keys';

/** GET /api/requests/{id}: one request with its history (an admin reads any). */
export function useRequest(id: string) {
  return useQuery({
    queryKey: requestKeys.detail(id),
    queryFn: ({ signal }) => callRoute(requestRoutes.get, { params: { id } }, { signal }),
    meta: { quietErrors: true },
  });
}

/** PUT /api/admin/requests/{id}/status; the detail takes the answer, the lists are read again. */
export function useChangeStatusMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestStatusChange) => callRoute(requestRoutes.changeStatus, { params: { id }, body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(requestKeys.detail(id), saved);
      void queryClient.invalidateQueries({ queryKey: requestKeys.adminLists() });
      void queryClient.invalidateQueries({ queryKey: requestKeys.mine() });
    },
    onError: (error) => {
      // Another admin moved it meanwhile (409): show where it is now, and the moves from there.
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: requestKeys.detail(id) });
      }
    },
    meta: { quietErrors: true },
  });
}

/** GET /api/requests/{id}/mailing-list: a direct-mail request's addresses as CSV text. */
export const fetchMailingListCsv = (id: string) => callRoute(requestRoutes.mailingList, { params: { id } });
