import { type TagUpdateSchema, tagRoutes } from '@stockroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { callRoute } from '../../../lib/api-client';
import { tagKeys } from './keys';

/** PUT /api/tags/{id}: renames (the slug follows) and, when sent, replaces every provider link. */
export function useUpdateTagMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: z.input<typeof TagUpdateSchema> }) =>
      callRoute(tagRoutes.update, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tagKeys.lists() }),
  });
}
