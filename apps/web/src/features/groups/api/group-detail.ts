import { groupRoutes } from '@stockroom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { groupKeys } from './group-keys';

const groupQuery = (id: string) =>
  queryOptions({
    queryKey: groupKeys.detail(id),
    queryFn: ({ signal }) => callRoute(groupRoutes.get, { params: { id } }, { signal }),
  });

/** GET /api/groups/{id}: one group with its provider permissions; idle without an id. */
export function useGroup(id: string | undefined) {
  return useQuery({ ...groupQuery(id ?? ''), enabled: id !== undefined });
}
