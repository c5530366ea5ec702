import { lazy, Suspense } from 'react';
import { LoadingState } from '../../components/feedback/page-states';

// The request queue shares the data grid's chunk; one request's page comes in a chunk of its own.
const RequestsScreen = lazy(async () => ({
  default: (await import('../../features/requests/components/admin/admin-requests-page')).AdminRequestsPage,
}));
const RequestScreen = lazy(async () => ({
  default: (await import('../../features/requests/components/admin/admin-request-page')).AdminRequestPage,
}));

export const AdminRequestsPage = () => (
  <Suspense fallback={<LoadingState />}>
    <RequestsScreen />
  </Suspense>
);
export const AdminRequestPage = () => (
  <Suspense fallback={<LoadingState />}>
    <RequestScreen />
  </Suspense>
);
