import { type ContentProviderCreateSchema, contentProviderRoutes } from '@stockroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { callRoute } from '../../../lib/api-client';
import { providerKeys } from './keys';

/** POST /api/content-providers; the new provider joins the list and the end of the order. */
export function useCreateProviderMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof ContentProviderCreateSchema>) =>
      callRoute(contentProviderRoutes.create, { body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: providerKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: providerKeys.order() }),
      ]),
  });
}
