import { contentProviderRoutes } from '@stockroom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { providerKeys } from './keys';

export const providerOrderQuery = () =>
  queryOptions({
    queryKey: providerKeys.order(),
    queryFn: ({ signal }) => callRoute(contentProviderRoutes.getOrder, {}, { signal }),
  });

/** GET /api/content-providers-order: the order record, whose id a new order is saved under. */
export function useProviderOrder() {
  return useQuery(providerOrderQuery());
}
