import { type TemplateUpdateSchema, templateRoutes } from '@stockroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { callRoute } from '../../../lib/api-client';
import { templateKeys } from './keys';

/** PUT /api/templates/{id}: a new name, or a new SVG (the template's version goes up). */
export function useUpdateTemplateMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    // The dialog lists what the server refused.
    meta: { quietErrors: true },
    mutationFn: ({ id, body }: { id: string; body: z.input<typeof TemplateUpdateSchema> }) =>
      callRoute(templateRoutes.update, { params: { id }, body }),
    onSuccess: (template) => {
      queryClient.setQueryData(templateKeys.detail(template.id), template);
      return queryClient.invalidateQueries({ queryKey: templateKeys.list() });
    },
  });
}
