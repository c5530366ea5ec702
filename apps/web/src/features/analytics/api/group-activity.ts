import { type AnalyticsQuery, analyticsRoutes } from '@stockroom/contract';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { analyticsKeys } from './analytics-keys';

/** GET /api/admin/analytics/groups: active members and logins per group. */
export function useGroupActivity(query: AnalyticsQuery) {
  return useQuery({
    queryKey: analyticsKeys.panel('groups', query),
    queryFn: ({ signal }) => callRoute(analyticsRoutes.groups, { query }, { signal }),
  });
}
