import { contentProviderRoutes } from '@stockroom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { providerKeys } from './keys';

export const providersQuery = () =>
  queryOptions({
    queryKey: providerKeys.lists(),
    queryFn: ({ signal }) => callRoute(contentProviderRoutes.list, {}, { signal }),
  });

/** GET /api/content-providers: every provider, in display order. */
export function useProviders() {
  return useQuery(providersQuery());
}
