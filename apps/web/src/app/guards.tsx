import { useEffect } from 'react';
import { type LoaderFunctionArgs, Outlet, redirect, useNavigate } from 'react-router';
import { ErrorState, LoadingState } from '../components/feedback/page-states';
import { getAccessToken } from '../lib/auth-tokens';
import { useCurrentUser } from '../lib/current-user';
import { loginAddress } from '../lib/navigation';
import { showSnackbar } from '../lib/snackbar-bus';

export const ADMIN_ONLY_MESSAGE = 'That page is for administrators only';

/**
 * Member pages: a logged-out visitor goes to /login and comes back here afterwards. A loader
 * rather than a component, so it decides on navigation only: when logging out clears the tokens,
 * the page on screen does not race the move to /login with a redirect of its own.
 */
export function requireLogin({ request }: LoaderFunctionArgs) {
  if (getAccessToken()) return null;
  const { pathname, search } = new URL(request.url);
  throw redirect(loginAddress(`${pathname}${search}`));
}

/** Admin pages: anyone else goes to /products with a message. The server checks again on every call. */
export function RequireAdmin() {
  const { user, isAdmin, isPending, error, refetch } = useCurrentUser();
  const navigate = useNavigate();
  const refused = user !== undefined && !isAdmin;

  useEffect(() => {
    if (!refused) return;
    showSnackbar(ADMIN_ONLY_MESSAGE);
    navigate('/products', { replace: true });
  }, [refused, navigate]);

  if (error) return <ErrorState error={error} onRetry={refetch} />;
  if (isPending || !isAdmin) return <LoadingState />;
  return <Outlet />;
}
