import { type AnalyticsQuery, analyticsRoutes } from '@stockroom/contract';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { analyticsKeys } from './analytics-keys';

/** GET /api/admin/analytics/providers: each content provider's views, downloads and members reached. */
export function useProviderReach(query: AnalyticsQuery) {
  return useQuery({
    queryKey: analyticsKeys.panel('providers', query),
    queryFn: ({ signal }) => callRoute(analyticsRoutes.providers, { query }, { signal }),
  });
}
