import { type CategoryUpdateSchema, categoryRoutes } from '@stockroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { callRoute } from '../../../lib/api-client';
import { categoryKeys } from './keys';

/** PUT /api/categories/{id}; update_content_providers replaces every provider link. */
export function useUpdateCategoryMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof CategoryUpdateSchema>) =>
      callRoute(categoryRoutes.update, { params: { id: body.id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.lists() }),
  });
}
