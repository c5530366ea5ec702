import { authRoutes, type CurrentUser } from '@stockroom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from './api-client';
import { useIsLoggedIn } from './auth-tokens';

/** Query keys of the signed-in person's summary (GET /auth/v1/user). */
export const currentUserKeys = { all: ['current-user'] as const };

export const currentUserQuery = () =>
  queryOptions({
    queryKey: currentUserKeys.all,
    queryFn: ({ signal }) => callRoute(authRoutes.currentUser, {}, { signal }),
    staleTime: 5 * 60_000,
  });

export interface CurrentUserState {
  isLoggedIn: boolean;
  user: CurrentUser | undefined;
  isAdmin: boolean;
  isPending: boolean;
  /** Why the summary could not be read, if it could not. */
  error: Error | null;
  refetch: () => void;
}

/** Who is signed in; asks the server only while a token is stored. */
export function useCurrentUser(): CurrentUserState {
  const isLoggedIn = useIsLoggedIn();
  const query = useQuery({ ...currentUserQuery(), enabled: isLoggedIn });
  const user = isLoggedIn ? query.data : undefined;
  return {
    isLoggedIn,
    user,
    isAdmin: user?.is_admin ?? false,
    isPending: isLoggedIn && query.isPending,
    error: isLoggedIn ? query.error : null,
    refetch: () => void query.refetch(),
  };
}
