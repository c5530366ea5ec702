/**
 * /my-account as the app composes it: the account feature's page with the brands feature's "My
 * brand" section. The brand code (its form, colorjs.io) loads in a chunk of its own, after the page.
 */
import { Suspense } from 'react';
import { LoadingState } from '../../components/feedback/page-states';
import { MyAccountPage as AccountPage } from '../../features/account/components/my-account-page';
import { lazyFrom } from '../../lib/lazy-module';

const MyBrandSection = lazyFrom(
  () => import('../../features/brands/components/my-brand/my-brand-section'),
  (m) => m.MyBrandSection,
);

export function MyAccountPage() {
  return (
    <AccountPage
      extraSections={(record) => (
        <Suspense fallback={<LoadingState label="Loading your brand" />}>
          <MyBrandSection brandId={record.brand_id} />
        </Suspense>
      )}
    />
  );
}
