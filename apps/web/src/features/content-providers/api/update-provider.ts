import { type ContentProviderUpdateSchema, contentProviderRoutes } from '@stockroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { callRoute } from '../../../lib/api-client';
import { providerKeys } from './keys';

export interface UpdateProviderInput {
  id: string;
  /** Without order_categories the server keeps the provider's category order (a rename). */
  body: z.input<typeof ContentProviderUpdateSchema>;
}

/** PUT /api/content-providers/{id}: renames, and orders the provider's categories when sent. */
export function useUpdateProviderMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: UpdateProviderInput) =>
      callRoute(contentProviderRoutes.update, { params: { id }, body }),
    onSuccess: (_answer, { id, body }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: providerKeys.lists() }),
        body.order_categories !== undefined && queryClient.invalidateQueries({ queryKey: providerKeys.categories(id) }),
      ]),
  });
}
