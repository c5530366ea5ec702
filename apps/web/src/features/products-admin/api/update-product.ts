import { adminProductRoutes, type ProductUpdateSchema } from '@stockroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { callRoute } from '../../../lib/api-client';
import { productKeys, templateKeysUsed } from './keys';

/** PUT /api/products/{id}: the changed fields, and links through the add_/remove_ lists. */
export function useUpdateProductMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: z.input<typeof ProductUpdateSchema> }) =>
      callRoute(adminProductRoutes.update, { params: { id }, body }),
    onSuccess: (_answer, { id, body }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: productKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: productKeys.detail(id) }),
        // A new template, or a new title, changes what the templates list of their products.
        (body.design_huddle_template_id !== undefined || body.title !== undefined) &&
          queryClient.invalidateQueries({ queryKey: templateKeysUsed.all }),
      ]),
  });
}
