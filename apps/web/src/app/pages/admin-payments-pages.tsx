import { lazy, Suspense } from 'react';
import { LoadingState } from '../../components/feedback/page-states';

// Revenue and every member's subscriptions: a chunk of its own that shares the data grid's.
const SubscriptionsScreen = lazy(async () => ({
  default: (await import('../../features/subscriptions/components/admin/subscriptions-admin-page'))
    .SubscriptionsAdminPage,
}));

export const AdminSubscriptionsPage = () => (
  <Suspense fallback={<LoadingState />}>
    <SubscriptionsScreen />
  </Suspense>
);
