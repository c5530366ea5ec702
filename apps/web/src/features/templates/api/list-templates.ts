import { templateRoutes } from '@stockroom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { templateKeys } from './keys';

export const templatesQuery = () =>
  queryOptions({
    queryKey: templateKeys.list(),
    queryFn: ({ signal }) => callRoute(templateRoutes.list, {}, { signal }),
    // The screen shows the failure with a way to try again.
    meta: { quietErrors: true },
  });

/** GET /api/templates: every template with its size, classes, placeholders and the products using it. */
export function useTemplates() {
  return useQuery(templatesQuery());
}
