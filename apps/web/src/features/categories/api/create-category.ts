import { type CategoryCreateSchema, categoryRoutes } from '@stockroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { callRoute } from '../../../lib/api-client';
import { categoryKeys } from './keys';

/** POST /api/categories; the server makes the slug from the name. */
export function useCreateCategoryMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof CategoryCreateSchema>) => callRoute(categoryRoutes.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.lists() }),
  });
}
