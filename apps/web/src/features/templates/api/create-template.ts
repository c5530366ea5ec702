import { type TemplateCreateSchema, templateRoutes } from '@stockroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { callRoute } from '../../../lib/api-client';
import { templateKeys } from './keys';

/** POST /api/templates: the server sanitizes the SVG; a 400 lists what it refused. */
export function useCreateTemplateMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    // The dialog lists what the server refused.
    meta: { quietErrors: true },
    mutationFn: (body: z.input<typeof TemplateCreateSchema>) => callRoute(templateRoutes.create, { body }),
    onSuccess: (template) => {
      queryClient.setQueryData(templateKeys.detail(template.id), template);
      return queryClient.invalidateQueries({ queryKey: templateKeys.list() });
    },
  });
}
