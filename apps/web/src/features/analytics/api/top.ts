import { type AnalyticsQuery, analyticsRoutes, type Measure, type TOP_DIMENSIONS } from '@stockroom/contract';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { analyticsKeys } from './analytics-keys';

export type TopDimension = (typeof TOP_DIMENSIONS)[number];

/** GET /api/admin/analytics/top: the most counted products, categories, templates or groups. */
export function useTop(query: AnalyticsQuery, dimension: TopDimension, measure: Measure) {
  return useQuery({
    queryKey: analyticsKeys.panel('top', query, { dimension, measure }),
    queryFn: ({ signal }) => callRoute(analyticsRoutes.top, { query: { ...query, dimension, measure } }, { signal }),
  });
}
