import { type AnalyticsQuery, analyticsRoutes } from '@stockroom/contract';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { analyticsKeys } from './analytics-keys';

const SEARCHES_LIMIT = 50;

/** GET /api/admin/analytics/searches: the most made searches and those that found nothing. */
export function useSearches(query: AnalyticsQuery) {
  return useQuery({
    queryKey: analyticsKeys.panel('searches', query),
    queryFn: ({ signal }) =>
      callRoute(analyticsRoutes.searches, { query: { ...query, limit: SEARCHES_LIMIT } }, { signal }),
  });
}
