import { type TagCreateSchema, tagRoutes } from '@stockroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { callRoute } from '../../../lib/api-client';
import { tagKeys } from './keys';

/** POST /api/tags; the server makes the slug from the name. */
export function useCreateTagMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof TagCreateSchema>) => callRoute(tagRoutes.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tagKeys.lists() }),
  });
}
