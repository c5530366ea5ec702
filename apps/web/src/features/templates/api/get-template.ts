import { templateRoutes } from '@stockroom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { templateKeys } from './keys';

export const templateQuery = (id: string) =>
  queryOptions({
    queryKey: templateKeys.detail(id),
    queryFn: ({ signal }) => callRoute(templateRoutes.get, { params: { id } }, { signal }),
    // The screen shows the failure with a way to try again.
    meta: { quietErrors: true },
  });

/** GET /api/templates/{id}: one template with its sanitized document and SVG. */
export function useTemplate(id: string) {
  return useQuery(templateQuery(id));
}
