import { type AnalyticsQuery, analyticsRoutes } from '@stockroom/contract';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { analyticsKeys } from './analytics-keys';

export type SeriesBucket = 'day' | 'week';

/** GET /api/admin/analytics/series: every measure per day or week, with active members. */
export function useSeries(query: AnalyticsQuery, bucket: SeriesBucket) {
  return useQuery({
    queryKey: analyticsKeys.panel('series', query, { bucket }),
    queryFn: ({ signal }) => callRoute(analyticsRoutes.series, { query: { ...query, bucket } }, { signal }),
  });
}
