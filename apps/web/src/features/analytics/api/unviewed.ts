import { type AnalyticsQuery, analyticsRoutes } from '@stockroom/contract';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { analyticsKeys } from './analytics-keys';

/** The most the server lists at once; the panel says how many more there are. */
export const UNVIEWED_LIMIT = 100;

/** GET /api/admin/analytics/unviewed: live products nobody viewed in the period, oldest first. */
export function useUnviewed(query: AnalyticsQuery) {
  return useQuery({
    queryKey: analyticsKeys.panel('unviewed', query),
    queryFn: ({ signal }) =>
      callRoute(analyticsRoutes.unviewed, { query: { ...query, limit: UNVIEWED_LIMIT } }, { signal }),
  });
}
