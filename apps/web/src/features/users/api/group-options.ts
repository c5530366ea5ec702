import { groupRoutes } from '@stockroom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { groupKeysUsed } from './user-keys';

const groupOptionsQuery = () =>
  queryOptions({
    queryKey: groupKeysUsed.list,
    queryFn: ({ signal }) => callRoute(groupRoutes.list, {}, { signal }),
  });

/** GET /api/groups: the groups a user can be put in. */
export function useGroupOptions() {
  return useQuery(groupOptionsQuery());
}
