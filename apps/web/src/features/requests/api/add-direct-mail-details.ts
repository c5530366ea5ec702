import { type DirectMailDetails, requestRoutes } from '@stockroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { requestKeys } from './keys';

/** PUT /api/requests/{id}/direct-mail; the request's detail takes the answer, the lists are read again. */
export function useAddDirectMailDetailsMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DirectMailDetails) => callRoute(requestRoutes.addDirectMailDetails, { params: { id }, body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(requestKeys.detail(id), saved);
      void queryClient.invalidateQueries({ queryKey: requestKeys.mine() });
      void queryClient.invalidateQueries({ queryKey: requestKeys.adminLists() });
    },
    // The form puts the server's field messages on its fields.
    meta: { quietErrors: true },
  });
}
