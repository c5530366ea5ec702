import { useDeferredValue, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { ErrorState, LoadingState } from '../components/feedback/page-states';
import { getAccessToken } from '../lib/auth-tokens';
import { useCurrentUser } from '../lib/current-user';
import { loginAddress } from '../lib/navigation';
import { showSnackbar } from '../lib/snackbar-bus';

export const ADMIN_ONLY_MESSAGE = 'That page is for administrators only';

/**
 * Member pages: a logged-out visitor goes to /login and comes back here afterwards. Decided once
 * per arrival at an address, not on every render: when logging out clears the tokens, the page on
 * screen does not race the move to /login with a redirect of its own.
 */
export function RequireLogin() {
  const location = useLocation();
  const [decided, setDecided] = useState(() => ({ key: location.key, allowed: Boolean(getAccessToken()) }));
  let decision = decided;
  if (decided.key !== location.key) {
    decision = { key: location.key, allowed: Boolean(getAccessToken()) };
    setDecided(decision);
  }
  if (decision.allowed) return <Outlet />;
  return (
    <>
      <Navigate to={loginAddress(`${location.pathname}${location.search}`)} replace />
      <LoadingState />
    </>
  );
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

  // When the answer comes before the admin screens' code (a first visit), the page renders in the
  // background and the loading state stays until it can show.
  const showPage = useDeferredValue(isAdmin && !isPending);

  if (error) return <ErrorState error={error} onRetry={refetch} />;
  if (isPending || !isAdmin || !showPage) return <LoadingState />;
  return <Outlet />;
}
