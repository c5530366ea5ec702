import { type RequestCreateSchema, requestRoutes } from '@stockroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { callRoute } from '../../../lib/api-client';
import { requestKeys } from './keys';

/** POST /api/requests; the member's list and the admin queue then hold one more. */
export function useCreateRequestMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof RequestCreateSchema>) => callRoute(requestRoutes.create, { body }),
    onSuccess: (created) => {
      queryClient.setQueryData(requestKeys.detail(created.id), created);
      void queryClient.invalidateQueries({ queryKey: requestKeys.mine() });
      void queryClient.invalidateQueries({ queryKey: requestKeys.adminLists() });
    },
    // The form puts the server's field messages on its fields.
    meta: { quietErrors: true },
  });
}
