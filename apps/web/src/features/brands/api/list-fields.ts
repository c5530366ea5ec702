import { brandFieldRoutes } from '@stockroom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { brandFieldKeys } from './brand-keys';

export const brandFieldsQuery = () =>
  queryOptions({
    queryKey: brandFieldKeys.lists(),
    queryFn: ({ signal }) => callRoute(brandFieldRoutes.list, {}, { signal }),
  });

/** GET /brands-api/fields: every field of the brand form, for members and admins alike. */
export function useBrandFields() {
  return useQuery(brandFieldsQuery());
}
