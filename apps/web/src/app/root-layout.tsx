import { useQueryClient } from '@tanstack/react-query';
import { createContext, use, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ProgressBar } from '../components/feedback/progress-bar';
import { AppLayout } from '../components/layout/app-layout';
import { useSessionRecording } from '../features/recordings/lib/session-recording';
import { useCurrentUser } from '../lib/current-user';
import { getRuntimeConfig } from '../lib/runtime-config';
import { APP_NAV } from './app-nav';
import { PageErrorBoundary } from './page-error-boundary';

/** Whether the router has moved to an address whose page is not on screen yet (routes.tsx). */
export const PageLoading = createContext(false);

/**
 * The bar waits this long: a page that is ready at once (its code loaded before, or only the query
 * changed) moves without a flash of it.
 */
const PROGRESS_BAR_DELAY_MS = 100;

/** True while `active` has been true for at least `delayMs`. */
function useLasting(active: boolean, delayMs: number) {
  const [lasting, setLasting] = useState(false);
  useEffect(() => {
    if (!active) {
      setLasting(false);
      return;
    }
    const timer = setTimeout(() => setLasting(true), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);
  return active && lasting;
}

/** The shell around every page: header for the signed-in person, content, snackbar and dialogs. */
export function RootLayout() {
  const { isLoggedIn, user } = useCurrentUser();
  const queryClient = useQueryClient();
  const location = useLocation();
  const loadingPage = useLasting(use(PageLoading), PROGRESS_BAR_DELAY_MS);
  useSessionRecording(user && { username: user.username, isAdmin: user.is_admin });

  // Whatever was read for the previous person must not show for the next one. Only a logout clears:
  // clearing on a first visit without a login would cancel the public page's own first read.
  const wasLoggedIn = useRef(isLoggedIn);
  useEffect(() => {
    if (wasLoggedIn.current && !isLoggedIn) queryClient.removeQueries();
    wasLoggedIn.current = isLoggedIn;
  }, [isLoggedIn, queryClient]);

  return (
    <AppLayout
      logoUrl={getRuntimeConfig().logoUrl}
      isLoggedIn={isLoggedIn}
      user={user}
      nav={APP_NAV}
      // The sandbox provider's checkout stands in for a page on the provider's own site: no app header.
      hideHeader={location.pathname.startsWith('/checkout/')}
      wide={location.pathname.startsWith('/admin')}
      banner={
        loadingPage ? (
          <ProgressBar aria-label="Loading page" sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 1200 }} />
        ) : null
      }
    >
      <PageErrorBoundary resetKey={location.key}>
        <Outlet />
      </PageErrorBoundary>
    </AppLayout>
  );
}
