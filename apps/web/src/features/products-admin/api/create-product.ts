import { adminProductRoutes, type ProductCreateSchema } from '@stockroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { callRoute } from '../../../lib/api-client';
import { productKeys, templateKeysUsed } from './keys';

/** POST /api/products: categories and tags as {category_id} / {tag_id} lists. */
export function useCreateProductMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof ProductCreateSchema>) => callRoute(adminProductRoutes.create, { body }),
    onSuccess: (_answer, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: productKeys.lists() }),
        body.design_huddle_template_id && queryClient.invalidateQueries({ queryKey: templateKeysUsed.all }),
      ]),
  });
}
