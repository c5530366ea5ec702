import { groupRoutes } from '@stockroom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { groupKeys } from './group-keys';

const groupsTableQuery = () =>
  queryOptions({
    queryKey: groupKeys.table(),
    queryFn: ({ signal }) => callRoute(groupRoutes.table, {}, { signal }),
  });

/** GET /api/groups/table: every group with its member count. */
export function useGroupsTable() {
  return useQuery(groupsTableQuery());
}
