import { contentProviderRoutes } from '@stockroom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../lib/api-client';

/**
 * The same GET, under the same key, as the content-providers screen's list: both screens share one
 * cache entry, so a provider created or renamed there shows here at once.
 */
const providerOptionsQuery = () =>
  queryOptions({
    queryKey: ['content-providers', 'list'] as const,
    queryFn: ({ signal }) => callRoute(contentProviderRoutes.list, {}, { signal }),
    select: (providers) => providers.map(({ id, name }) => ({ id, name })),
  });

/** GET /api/content-providers as the rows of the permission editor. */
export function useProviderOptions() {
  return useQuery(providerOptionsQuery());
}
