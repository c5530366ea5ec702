/**
 * /my-account as the app composes it: the account feature's page with the subscriptions feature's
 * "Subscriptions", the brands feature's "My brand" and the recordings feature's "Session recording"
 * sections. Each section's code loads in a chunk of its own, after the page (the brand form is the
 * largest of them).
 */
import { Suspense } from 'react';
import { LoadingState } from '../../components/feedback/page-states';
import { MyAccountPage as AccountPage } from '../../features/account/components/my-account-page';
import { lazyFrom } from '../../lib/lazy-module';

const MySubscriptionsSection = lazyFrom(
  () => import('../../features/subscriptions/components/my-subscriptions-section'),
  (m) => m.MySubscriptionsSection,
);
const RecordingNotice = lazyFrom(
  () => import('../../features/recordings/components/recording-notice'),
  (m) => m.RecordingNotice,
);
const MyBrandSection = lazyFrom(
  () => import('../../features/brands/components/my-brand/my-brand-section'),
  (m) => m.MyBrandSection,
);

export function MyAccountPage() {
  return (
    <AccountPage
      // Short before long: the list of subscriptions, then the brand form.
      extraSections={(record) => [
        <Suspense key="subscriptions" fallback={<LoadingState label="Loading your subscriptions" />}>
          <MySubscriptionsSection />
        </Suspense>,
        <Suspense key="brand" fallback={<LoadingState label="Loading your brand" />}>
          <MyBrandSection brandId={record.brand_id} />
        </Suspense>,
        <Suspense key="recording" fallback={null}>
          <RecordingNotice />
        </Suspense>,
      ]}
    />
  );
}
