import { Suspense, useDeferredValue, useEffect, useRef } from 'react';
import { type Location, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { LoadingState } from '../components/feedback/page-states';
import { lazyFrom } from '../lib/lazy-module';
import { setNavigationHandler } from '../lib/navigation';
import { RequireAdmin, RequireLogin } from './guards';
import { PageLoading, RootLayout } from './root-layout';

// Each screen loads on first visit; the member screens share one chunk of their own, and the admin
// area another, which brings its own routes.
const member = () => import('./pages/member-pages');

// An address that leads nowhere is rare on a first visit: its page loads when it is needed.
const NotFoundPage = lazyFrom(
  () => import('../components/feedback/not-found-page'),
  (m) => m.NotFoundPage,
);
const LoginPage = lazyFrom(
  () => import('../features/auth/components/login-page'),
  (m) => m.LoginPage,
);
const ForgotPasswordPage = lazyFrom(
  () => import('../features/auth/components/forgot-password-page'),
  (m) => m.ForgotPasswordPage,
);
const ResetPasswordPage = lazyFrom(
  () => import('../features/auth/components/reset-password-page'),
  (m) => m.ResetPasswordPage,
);
const SignUpPage = lazyFrom(
  () => import('../features/registration/components/signup-page'),
  (m) => m.SignUpPage,
);
const ConfirmEmailPage = lazyFrom(
  () => import('../features/registration/components/confirm-email-page'),
  (m) => m.ConfirmEmailPage,
);
const PublicProductPage = lazyFrom(
  () => import('../features/catalogue/components/public-product-page'),
  (m) => m.PublicProductPage,
);
const LandingPage = lazyFrom(
  () => import('../features/catalogue/components/landing-page'),
  (m) => m.LandingPage,
);
const ProductPage = lazyFrom(
  () => import('../features/catalogue/components/product-page'),
  (m) => m.ProductPage,
);
// The editor is a chunk of its own: the catalogue never waits for it.
const CustomizePage = lazyFrom(
  () => import('../features/customize/components/customize-page'),
  (m) => m.CustomizePage,
);
// A campaign's pieces in one editor: a chunk of its own, built on the template editor's parts.
const CampaignEditorPage = lazyFrom(
  () => import('../features/campaigns/components/campaign-editor-page'),
  (m) => m.CampaignEditorPage,
);
const CategoryPage = lazyFrom(
  () => import('../features/catalogue/components/category-page'),
  (m) => m.CategoryPage,
);
const SearchPage = lazyFrom(
  () => import('../features/catalogue/components/search-page'),
  (m) => m.SearchPage,
);
const MyAccountPage = lazyFrom(
  () => import('./pages/my-account-page'),
  (m) => m.MyAccountPage,
);
const UserAssetsPage = lazyFrom(member, (m) => m.UserAssetsPage);
const RequestsPage = lazyFrom(member, (m) => m.RequestsPage);
// The admin area's routes come with its chunk (pages/admin-routes.tsx).
const AdminRoutes = lazyFrom(
  () => import('./pages/admin-routes'),
  (m) => m.AdminRoutes,
);
// The sandbox payment provider's page: a chunk of its own, as a real provider's page is elsewhere.
const CheckoutPage = lazyFrom(
  () => import('../features/checkout/components/checkout-page'),
  (m) => m.CheckoutPage,
);

/** Exported for the check that no category slug can take a page's address (routes.test.tsx). */
export const routes = (
  <Route path="/" element={<RootLayout />}>
    <Route index element={<Navigate to="/products" replace />} />
    <Route path="login" element={<LoginPage />} />
    <Route path="forgot-password" element={<ForgotPasswordPage />} />
    <Route path="reset-password" element={<ResetPasswordPage />} />
    <Route path="signup" element={<SignUpPage />} />
    <Route path="confirm-email" element={<ConfirmEmailPage />} />
    {/* A shared product link opens for anyone: no login, no token. */}
    <Route path="shared/products/:id" element={<PublicProductPage />} />
    {/* Like a provider's hosted page: the session id in the address is the key. */}
    <Route path="checkout/:sessionId" element={<CheckoutPage />} />
    <Route element={<RequireLogin />}>
      <Route path="products" element={<LandingPage />} />
      <Route path="products/:id" element={<ProductPage />} />
      <Route path="products/:id/customize" element={<CustomizePage />} />
      <Route path="campaigns/:campaignProjectId" element={<CampaignEditorPage />} />
      <Route path="search" element={<SearchPage />} />
      <Route path="user-assets" element={<UserAssetsPage />} />
      <Route path="requests" element={<RequestsPage />} />
      <Route path="my-account" element={<MyAccountPage />} />
      <Route path="admin">
        <Route index element={<Navigate to="/admin/products" replace />} />
        <Route element={<RequireAdmin />}>
          <Route path="*" element={<AdminRoutes />} />
        </Route>
      </Route>
      <Route path=":slug" element={<CategoryPage />} />
    </Route>
    <Route path="*" element={<NotFoundPage />} />
  </Route>
);

/**
 * Lets code outside React (the API client) move the app: `navigateTo` resolves once the page at
 * the new address is on screen.
 */
function useNavigateFromOutside(shown: Location) {
  const navigate = useNavigate();
  const waiting = useRef<(() => void)[]>([]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each arrival at an address resolves the moves made so far
  useEffect(() => {
    for (const arrived of waiting.current.splice(0)) arrived();
  }, [shown]);

  useEffect(
    () =>
      setNavigationHandler(
        (to) =>
          new Promise<void>((arrived) => {
            waiting.current.push(arrived);
            navigate(to);
          }),
      ),
    [navigate],
  );
}

/**
 * The app's pages, inside a router whose updates are not transitions (`useTransitions={false}`,
 * see router.tsx). The address on screen follows the router's through `useDeferredValue`: a page
 * whose code is still loading renders in the background while the current one stays, with the
 * progress bar above it; until the first page can show, a loading state fills the screen.
 */
export function AppRoutes() {
  const location = useLocation();
  const shown = useDeferredValue(location);
  useNavigateFromOutside(shown);
  return (
    <PageLoading value={shown !== location}>
      <Suspense fallback={<LoadingState />}>
        <Routes location={shown}>{routes}</Routes>
      </Suspense>
    </PageLoading>
  );
}
