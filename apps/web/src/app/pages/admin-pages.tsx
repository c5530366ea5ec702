/**
 * Every admin screen, in one module that the router loads lazily: members never download admin
 * code (DESIGN §3).
 */
import { lazy, Suspense } from 'react';
import { LoadingState } from '../../components/feedback/page-states';

export { ActivityPage as AdminActivityPage } from '../../features/activity/components/activity-page';
export { OutboxPage } from '../../features/outbox/components/outbox-page';
export { AdminSubscriptionsPage } from './admin-payments-pages';
export { AdminRequestPage, AdminRequestsPage } from './admin-requests-pages';

// The catalogue screens come in chunks of their own, fetched on first visit: the data grid and
// drag and drop are large, and the other admin screens need not wait for them.
const ContentProvidersScreen = lazy(async () => ({
  default: (await import('../../features/content-providers/components/content-providers-page')).ContentProvidersPage,
}));
const CategoriesScreen = lazy(async () => ({
  default: (await import('../../features/categories/components/categories-page')).CategoriesPage,
}));
const TagsScreen = lazy(async () => ({ default: (await import('../../features/tags/components/tags-page')).TagsPage }));

export const AdminContentProvidersPage = () => (
  <Suspense fallback={<LoadingState />}>
    <ContentProvidersScreen />
  </Suspense>
);
export const AdminCategoriesPage = () => (
  <Suspense fallback={<LoadingState />}>
    <CategoriesScreen />
  </Suspense>
);
export const AdminTagsPage = () => (
  <Suspense fallback={<LoadingState />}>
    <TagsScreen />
  </Suspense>
);

// Groups and users load the same way; the users screen shares the data grid's chunk.
const GroupsScreen = lazy(async () => ({
  default: (await import('../../features/groups/components/groups-page')).GroupsPage,
}));
const UsersScreen = lazy(async () => ({
  default: (await import('../../features/users/components/users-page')).UsersPage,
}));

export const AdminGroupsPage = () => (
  <Suspense fallback={<LoadingState />}>
    <GroupsScreen />
  </Suspense>
);
export const AdminUsersPage = () => (
  <Suspense fallback={<LoadingState />}>
    <UsersScreen />
  </Suspense>
);

const ProductsScreen = lazy(async () => ({
  default: (await import('../../features/products-admin/components/products-page')).ProductsPage,
}));
export const AdminProductsPage = () => (
  <Suspense fallback={<LoadingState />}>
    <ProductsScreen />
  </Suspense>
);

// Brands share the data grid's chunk; drag and drop and the brand form come with them.
const BrandsScreen = lazy(async () => ({
  default: (await import('../../features/brands/components/admin/brands-admin-page')).BrandsAdminPage,
}));
export const AdminBrandsPage = () => (
  <Suspense fallback={<LoadingState />}>
    <BrandsScreen />
  </Suspense>
);

// Templates: the list and one template's pages, inline SVG from the contract's serializer.
const TemplatesScreen = lazy(async () => ({
  default: (await import('../../features/templates/components/templates-page')).TemplatesPage,
}));
const TemplateScreen = lazy(async () => ({
  default: (await import('../../features/templates/components/template-detail-page')).TemplateDetailPage,
}));
export const AdminTemplatesPage = () => (
  <Suspense fallback={<LoadingState />}>
    <TemplatesScreen />
  </Suspense>
);
export const AdminTemplatePage = () => (
  <Suspense fallback={<LoadingState />}>
    <TemplateScreen />
  </Suspense>
);

// Members' customized assets share the data grid's chunk.
const AssetsScreen = lazy(async () => ({
  default: (await import('../../features/assets-admin/components/assets-page')).AssetsPage,
}));
export const AdminAssetsPage = () => (
  <Suspense fallback={<LoadingState />}>
    <AssetsScreen />
  </Suspense>
);

// Analytics comes with the charts library: a chunk of its own, which no other screen waits for.
const AnalyticsScreen = lazy(async () => ({
  default: (await import('../../features/analytics/components/analytics-page')).AnalyticsPage,
}));
export const AdminAnalyticsPage = () => (
  <Suspense fallback={<LoadingState />}>
    <AnalyticsScreen />
  </Suspense>
);
