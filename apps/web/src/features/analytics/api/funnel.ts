import { type AnalyticsQuery, analyticsRoutes } from '@stockroom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { analyticsKeys } from './analytics-keys';

export const funnelQuery = (query: AnalyticsQuery) =>
  queryOptions({
    queryKey: analyticsKeys.panel('funnel', query),
    queryFn: ({ signal }) => callRoute(analyticsRoutes.funnel, { query }, { signal }),
  });

/** GET /api/admin/analytics/funnel: impressions to subscriptions, with each step's conversion. */
export function useFunnel(query: AnalyticsQuery) {
  return useQuery(funnelQuery(query));
}
