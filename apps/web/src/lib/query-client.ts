import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, ExpiredLoginError, errorMessage } from './api-errors';
import { showSnackbar } from './snackbar-bus';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppMeta;
    mutationMeta: AppMeta;
  }
}

export interface AppMeta extends Record<string, unknown> {
  /** The screen shows this failure itself; keep it out of the snackbar. */
  quietErrors?: boolean;
}

function reportFailure(error: unknown, meta: AppMeta | undefined) {
  if (meta?.quietErrors) return;
  // The app is already on its way to /login, which says why.
  if (error instanceof ExpiredLoginError) return;
  showSnackbar(errorMessage(error));
}

/** A 4xx will not change on a second try; a transport failure or 5xx may. */
const shouldRetry = (failureCount: number, error: unknown) =>
  failureCount < 1 &&
  !(error instanceof ExpiredLoginError) &&
  !(error instanceof ApiError && error.status !== undefined && error.status < 500);

/** Every failed call shows the server's message, or else the error's, in the snackbar (spec §8). */
export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => reportFailure(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => reportFailure(error, mutation.meta),
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
