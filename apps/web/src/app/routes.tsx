import type { ComponentType } from 'react';
import { type RouteObject, redirect } from 'react-router';
import { LoadingState } from '../components/feedback/page-states';
import { RequireAdmin, requireLogin } from './guards';
import { NotFoundPage, RouteErrorPage } from './pages/system-pages';
import { RootLayout } from './root-layout';

// Each screen loads on first visit; admin screens share one chunk of their own, and so do the
// member screens still to come.
const member = () => import('./pages/member-pages');
const admin = () => import('./pages/admin-pages');

const adminRoute = (path: string, pick: (module: Awaited<ReturnType<typeof admin>>) => ComponentType) => ({
  path,
  lazy: async () => ({ Component: pick(await admin()) }),
});

export const appRoutes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: () => <LoadingState />,
    children: [
      {
        ErrorBoundary: RouteErrorPage,
        children: [
          { index: true, loader: () => redirect('/products') },
          {
            path: 'login',
            lazy: async () => ({ Component: (await import('../features/auth/components/login-page')).LoginPage }),
          },
          {
            path: 'forgot-password',
            lazy: async () => ({
              Component: (await import('../features/auth/components/forgot-password-page')).ForgotPasswordPage,
            }),
          },
          {
            path: 'reset-password',
            lazy: async () => ({
              Component: (await import('../features/auth/components/reset-password-page')).ResetPasswordPage,
            }),
          },
          {
            path: 'signup',
            lazy: async () => ({
              Component: (await import('../features/registration/components/signup-page')).SignUpPage,
            }),
          },
          {
            path: 'confirm-email',
            lazy: async () => ({
              Component: (await import('../features/registration/components/confirm-email-page')).ConfirmEmailPage,
            }),
          },
          {
            // A shared product link opens for anyone: no login, no token.
            path: 'shared/products/:id',
            lazy: async () => ({
              Component: (await import('../features/catalogue/components/public-product-page')).PublicProductPage,
            }),
          },
          {
            loader: requireLogin,
            children: [
              {
                path: 'products',
                lazy: async () => ({
                  Component: (await import('../features/catalogue/components/landing-page')).LandingPage,
                }),
              },
              {
                path: 'products/:id',
                lazy: async () => ({
                  Component: (await import('../features/catalogue/components/product-page')).ProductPage,
                }),
              },
              { path: 'user-assets', lazy: async () => ({ Component: (await member()).UserAssetsPage }) },
              { path: 'requests', lazy: async () => ({ Component: (await member()).RequestsPage }) },
              {
                path: 'my-account',
                lazy: async () => ({
                  Component: (await import('../features/account/components/my-account-page')).MyAccountPage,
                }),
              },
              {
                path: 'admin',
                Component: RequireAdmin,
                children: [
                  { index: true, loader: () => redirect('/admin/products') },
                  adminRoute('products', (m) => m.AdminProductsPage),
                  adminRoute('categories', (m) => m.AdminCategoriesPage),
                  adminRoute('brands', (m) => m.AdminBrandsPage),
                  adminRoute('templates', (m) => m.AdminTemplatesPage),
                  adminRoute('tags', (m) => m.AdminTagsPage),
                  adminRoute('groups', (m) => m.AdminGroupsPage),
                  adminRoute('content-providers', (m) => m.AdminContentProvidersPage),
                  adminRoute('users', (m) => m.AdminUsersPage),
                  adminRoute('outbox', (m) => m.OutboxPage),
                ],
              },
              {
                path: ':slug',
                lazy: async () => ({
                  Component: (await import('../features/catalogue/components/category-page')).CategoryPage,
                }),
              },
            ],
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];
