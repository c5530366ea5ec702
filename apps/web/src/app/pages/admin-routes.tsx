/**
 * The admin area's own routes, under /admin, in the admin chunk: the entry that every member
 * downloads carries only the one route that loads them (routes.tsx).
 */
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { LoadingState } from '../../components/feedback/page-states';
import * as pages from './admin-pages';

// Session replay: the list, and the player with rrweb's replayer, each a chunk of its own.
const SessionsScreen = lazy(async () => ({
  default: (await import('../../features/recordings/components/sessions-page')).SessionsPage,
}));
const SessionReplayScreen = lazy(async () => ({
  default: (await import('../../features/recordings/components/session-replay-page')).SessionReplayPage,
}));
const NotFoundScreen = lazy(async () => ({
  default: (await import('../../components/feedback/not-found-page')).NotFoundPage,
}));

const loading = <LoadingState />;

export function AdminRoutes() {
  return (
    <Suspense fallback={loading}>
      <Routes>
        <Route path="products" element={<pages.AdminProductsPage />} />
        <Route path="categories" element={<pages.AdminCategoriesPage />} />
        <Route path="brands" element={<pages.AdminBrandsPage />} />
        <Route path="templates" element={<pages.AdminTemplatesPage />} />
        <Route path="templates/:id" element={<pages.AdminTemplatePage />} />
        <Route path="assets" element={<pages.AdminAssetsPage />} />
        <Route path="tags" element={<pages.AdminTagsPage />} />
        <Route path="groups" element={<pages.AdminGroupsPage />} />
        <Route path="content-providers" element={<pages.AdminContentProvidersPage />} />
        <Route path="users" element={<pages.AdminUsersPage />} />
        <Route path="outbox" element={<pages.OutboxPage />} />
        <Route path="requests" element={<pages.AdminRequestsPage />} />
        <Route path="requests/:id" element={<pages.AdminRequestPage />} />
        <Route path="subscriptions" element={<pages.AdminSubscriptionsPage />} />
        <Route path="activity" element={<pages.AdminActivityPage />} />
        <Route path="analytics" element={<pages.AdminAnalyticsPage />} />
        <Route path="sessions" element={<SessionsScreen />} />
        <Route path="sessions/:id" element={<SessionReplayScreen />} />
        <Route path="*" element={<NotFoundScreen />} />
      </Routes>
    </Suspense>
  );
}
