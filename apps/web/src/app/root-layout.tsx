import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Outlet, useMatches, useNavigation } from 'react-router';
import { ProgressBar } from '../components/feedback/progress-bar';
import { AppLayout } from '../components/layout/app-layout';
import { useCurrentUser } from '../lib/current-user';
import { getRuntimeConfig } from '../lib/runtime-config';
import { APP_NAV } from './app-nav';

/** What a route may say about the layout through its `handle`. */
export interface RouteHandle {
  hideHeader?: boolean;
}

const hidesHeader = (handle: unknown) => Boolean((handle as RouteHandle | undefined)?.hideHeader);

/** The shell around every page: header for the signed-in person, content, snackbar and dialogs. */
export function RootLayout() {
  const { isLoggedIn, user } = useCurrentUser();
  const queryClient = useQueryClient();
  const navigation = useNavigation();
  const hideHeader = useMatches().some((match) => hidesHeader(match.handle));

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
      hideHeader={hideHeader}
      banner={
        navigation.state === 'loading' ? (
          <ProgressBar aria-label="Loading page" sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 1200 }} />
        ) : null
      }
    >
      <Outlet />
    </AppLayout>
  );
}
