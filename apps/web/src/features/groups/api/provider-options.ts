import { contentProviderRoutes } from '@stockroom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { PROVIDER_LIST_KEY } from './group-keys';

const providerOptionsQuery = () =>
  queryOptions({
    queryKey: PROVIDER_LIST_KEY,
    queryFn: ({ signal }) => callRoute(contentProviderRoutes.list, {}, { signal }),
  });

/** GET /api/content-providers: the rows of a group's permission matrix, in display order. */
export function useProviderOptions() {
  return useQuery(providerOptionsQuery());
}
