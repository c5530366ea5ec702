import { type ActivityQuery, activityRoutes } from '@stockroom/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';

export type ActivityListQuery = Partial<Omit<ActivityQuery, 'page' | 'page_size'>> &
  Pick<ActivityQuery, 'page' | 'page_size'>;

/** Query keys of the activity log, one entry per page and filter. */
export const activityKeys = {
  all: ['activity'] as const,
  list: (query: ActivityListQuery) => [...activityKeys.all, query] as const,
};

const activityQuery = (query: ActivityListQuery) =>
  queryOptions({
    queryKey: activityKeys.list(query),
    queryFn: ({ signal }) => callRoute(activityRoutes.list, { query }, { signal }),
    // What was just changed is what an admin comes here to see.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/activity: newest first. */
export function useActivity(query: ActivityListQuery) {
  return useQuery(activityQuery(query));
}

/** GET /api/admin/activity/export: every entry the filters match, as CSV text. */
export const fetchActivityCsv = (query: Omit<ActivityListQuery, 'page' | 'page_size'>) =>
  callRoute(activityRoutes.export, { query: query as ActivityQuery });
