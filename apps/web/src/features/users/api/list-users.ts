import { userRoutes } from '@stockroom/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { type UserListQuery, userKeys } from './user-keys';

const usersListQuery = (query: UserListQuery) =>
  queryOptions({
    queryKey: userKeys.list(query),
    queryFn: ({ signal }) => callRoute(userRoutes.listUsers, { query }, { signal }),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

/** GET /api/users: one page of users, newest first, searched by name, e-mail and company. */
export function useUsersList(query: UserListQuery) {
  return useQuery(usersListQuery(query));
}
