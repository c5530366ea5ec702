/**
 * Who may call each route: spec/ROUTES.md (80 rows and the ones DESIGN adds) in the contract's
 * audience words, with full paths on the one origin (auth under /auth, brands under /brands-api).
 * `authorization.test.ts` fails when the app registers a route that is not here, or declares
 * another audience than this table: a new route, or a changed audience, is a visible edit here.
 * Rows the app does not register yet are allowed; they check the route once it is built.
 *
 * Where the contract's word differs from ROUTES.md's:
 * - 'any / admin' (row 9) is `any-or-admin`: open, and doing more for an admin's token.
 * - 'admin / self' (rows 47, 48, 50) is `self`: a member acting on their own company's brand.
 * - Logout (row 3) is `signed-in` rather than member: anyone with a live session can end it,
 *   whatever their account's status.
 */
import type { Audience, HttpMethod } from '@stockroom/contract';

export interface ExpectedRoute {
  method: HttpMethod;
  path: string;
  audience: Audience;
}

const row = (method: HttpMethod, path: string, audience: Audience): ExpectedRoute => ({ method, path, audience });

export const EXPECTED_ROUTES: ExpectedRoute[] = [
  // Auth service (rows 1–5, captcha challenge).
  row('POST', '/auth/v1/login', 'any'),
  row('POST', '/auth/login/refresh', 'any'),
  row('GET', '/auth/v1/logout', 'signed-in'),
  row('GET', '/auth/v1/user', 'member'),
  row('GET', '/auth/v1/verify-captcha', 'any'),
  row('GET', '/auth/v1/captcha-challenge', 'any'),
  // Passwords, e-mail confirmation and users (rows 6–16).
  row('POST', '/api/user/{user_id}/change-password', 'self'),
  row('POST', '/send-password-reset-code', 'any'),
  row('POST', '/confirm-password-reset', 'any'),
  row('POST', '/confirm-email', 'any'),
  row('POST', '/user', 'any-or-admin'),
  row('GET', '/api/user', 'member'),
  row('GET', '/api/user/{id}', 'self'),
  row('PUT', '/api/user/{id}', 'self'),
  row('DELETE', '/api/user/{id}', 'admin'),
  row('GET', '/api/users', 'admin'),
  row('POST', '/api/user/{user_id}/add/{group_id}', 'admin'),
  row('POST', '/api/user/{user_id}/remove/{group_id}', 'admin'),
  // Pinned products (rows 17–20).
  row('GET', '/api/pinned-products/{category_id}', 'admin'),
  row('POST', '/api/pinned-products/{category_id}', 'admin'),
  row('PUT', '/api/pinned-products/{category_id}', 'admin'),
  row('DELETE', '/api/pinned-products/{category_id}', 'admin'),
  // Tags (rows 21–25).
  row('GET', '/api/tags', 'member'),
  row('GET', '/api/user/products/{category}/tags', 'member'),
  row('POST', '/api/tags', 'admin'),
  row('PUT', '/api/tags/{id}', 'admin'),
  row('DELETE', '/api/tags/{id}', 'admin'),
  // Products (rows 26–38).
  row('GET', '/getProductCount', 'member'),
  row('GET', '/api/products/{id}', 'member'),
  row('GET', '/public/products/{id}', 'any'),
  row('DELETE', '/api/products/{id}', 'admin'),
  row('POST', '/api/products', 'admin'),
  row('PUT', '/api/products/{id}', 'admin'),
  row('POST', '/api/products/{id}/info', 'member'),
  row('GET', '/api/user/products', 'member'),
  row('GET', '/api/categories/products', 'member'),
  row('GET', '/api/transaction/user', 'member'),
  row('GET', '/api/assets/get-admin-customized', 'admin'),
  row('GET', '/api/user/products/{slug}', 'member'),
  row('GET', '/api/products/{slug}/title', 'member'),
  // Customization and transactions (rows 39–42).
  row('GET', '/api/transaction/product-customization/{product_id}', 'member'),
  row('GET', '/api/transaction/{transaction_id}', 'self'),
  row('POST', '/api/transaction/product-customization', 'member'),
  row('GET', '/api/templateCustomizations', 'member'),
  // Requests, search and subscription (rows 43–46).
  row('POST', '/api/requests', 'member'),
  row('GET', '/api/search', 'member'),
  row('POST', '/api/subscribe', 'member'),
  row('POST', '/api/payment/complete-subscription', 'member'),
  // Brands service (rows 47–61).
  row('POST', '/brands-api/brands', 'self'),
  row('GET', '/brands-api/brands/{id}', 'self'),
  row('GET', '/brands-api/brands', 'admin'),
  row('PATCH', '/brands-api/brands/{id}', 'self'),
  row('DELETE', '/brands-api/brands/{id}', 'admin'),
  row('POST', '/brands-api/fields', 'admin'),
  row('GET', '/brands-api/fields', 'member'),
  row('GET', '/brands-api/fields/{id}', 'member'),
  row('PATCH', '/brands-api/fields/{id}', 'admin'),
  row('DELETE', '/brands-api/fields/{id}', 'admin'),
  row('POST', '/brands-api/sections', 'admin'),
  row('GET', '/brands-api/sections', 'member'),
  row('GET', '/brands-api/sections/{id}', 'member'),
  row('PATCH', '/brands-api/sections/{id}', 'admin'),
  row('DELETE', '/brands-api/sections/{id}', 'admin'),
  // Categories (rows 62–65).
  row('GET', '/api/categories', 'member'),
  row('POST', '/api/categories', 'admin'),
  row('PUT', '/api/categories/{id}', 'admin'),
  row('DELETE', '/api/categories/{id}', 'admin'),
  // Content providers (rows 66–73).
  row('GET', '/api/content-providers', 'admin'),
  row('GET', '/api/content-providers/categories', 'member'),
  row('POST', '/api/content-providers', 'admin'),
  row('PUT', '/api/content-providers/{id}', 'admin'),
  row('GET', '/api/content-providers/{id}/categories', 'member'),
  row('DELETE', '/api/content-providers/{id}', 'admin'),
  row('GET', '/api/content-providers-order', 'member'),
  row('PUT', '/api/content-providers-order', 'admin'),
  // Groups (rows 74–79).
  row('GET', '/api/groups', 'admin'),
  row('GET', '/api/groups/table', 'admin'),
  row('GET', '/api/groups/{id}', 'admin'),
  row('POST', '/api/groups', 'admin'),
  row('PUT', '/api/groups/{id}', 'admin'),
  row('DELETE', '/api/groups/{id}', 'admin'),
  // Tracking (row 80) and the routes DESIGN adds.
  row('POST', '/api/track', 'member'),
  row('GET', '/api/health', 'any'),
  row('GET', '/api/openapi.json', 'any'),
  row('GET', '/api/docs', 'any'),
  row('GET', '/api/admin/outbox', 'admin'),
  row('GET', '/api/admin/products', 'admin'),
  // Members may upload brand images once linked to a brand; every other kind stays admin-only (403).
  row('POST', '/api/files', 'member'),
  // A signed address: the signature, handed out after the access check, is the permission.
  row('GET', '/files/{folder}/{name}', 'any'),
  // Logos go into every customization and export: served without a signature (decision 0018).
  row('GET', '/files/brand-images/{name}', 'any'),
  // Templates (DESIGN §1.7): admins upload and manage them.
  row('POST', '/api/templates', 'admin'),
  row('GET', '/api/templates', 'admin'),
  row('GET', '/api/templates/{id}', 'admin'),
  row('PUT', '/api/templates/{id}', 'admin'),
  row('DELETE', '/api/templates/{id}', 'admin'),
  // A member's saved themes, projects and exports; saving and exporting also need the project token.
  row('POST', '/api/templateCustomizations', 'member'),
  row('PUT', '/api/templateCustomizations/{id}', 'self'),
  row('DELETE', '/api/templateCustomizations/{id}', 'self'),
  row('GET', '/api/projects', 'member'),
  row('GET', '/api/projects/{project_id}', 'self'),
  row('PUT', '/api/projects/{project_id}', 'self'),
  row('DELETE', '/api/projects/{project_id}', 'self'),
  row('POST', '/api/projects/{project_id}/preflight', 'self'),
  row('POST', '/api/projects/{project_id}/exports', 'self'),
  // Campaign projects (decision 0050): the owner's only; saving also needs the campaign's own token.
  row('POST', '/api/campaign-projects', 'member'),
  row('GET', '/api/campaign-projects/{campaign_project_id}', 'self'),
  row('PUT', '/api/campaign-projects/{campaign_project_id}', 'self'),
  row('DELETE', '/api/campaign-projects/{campaign_project_id}', 'self'),
  // A kit's preflight (decision 0051) also needs the campaign's own token.
  row('POST', '/api/campaign-projects/{campaign_project_id}/preflight', 'self'),
  row('POST', '/api/campaign-projects/{campaign_project_id}/kits', 'self'),
  // A member's kits; another's kit is 404, an admin's look included.
  row('GET', '/api/campaign-kits', 'member'),
  row('GET', '/api/campaign-kits/{kit_id}', 'self'),
  // Members' photos for the templates' photo slots (decision 0024): their own; another's id is 404.
  row('POST', '/api/photos', 'member'),
  row('POST', '/api/photos/from-product', 'member'),
  row('GET', '/api/photos', 'member'),
  row('GET', '/api/photos/catalogue', 'member'),
  row('GET', '/api/photos/{id}', 'self'),
  row('DELETE', '/api/photos/{id}', 'self'),
  // Renders in a member's theme (catalogue thumbnails, project thumbnails): the address carries
  // a signature over what it renders, so holding it is the permission, as with signed files.
  row('GET', '/renders/{kind}/{name}', 'any'),
  // Sample images' watermarked previews (decision 0039): the address carries an HMAC of the
  // original's key, handed out with the product to whoever may see it; safe to share.
  row('GET', '/renders/samples/{product_id}/{name}', 'any'),
  // The template fonts, which the editor's preview and the server's renderer share.
  row('GET', '/fonts/{name}', 'any'),
  // Requests (DESIGN §1.9): a member's own, and the admins' queue.
  row('POST', '/api/requests/mailing-list', 'member'),
  row('GET', '/api/requests', 'member'),
  row('GET', '/api/requests/{id}', 'self'),
  row('PUT', '/api/requests/{id}/direct-mail', 'member'),
  row('GET', '/api/requests/{id}/mailing-list', 'self'),
  row('GET', '/api/admin/requests', 'admin'),
  row('GET', '/api/admin/requests/export', 'admin'),
  row('PUT', '/api/admin/requests/{id}/status', 'admin'),
  // Subscriptions: a member's own, renewals and cancellations, and the admins' revenue.
  row('GET', '/api/subscriptions', 'member'),
  row('POST', '/api/subscriptions/{id}/cancel', 'self'),
  row('POST', '/api/subscriptions/{id}/resume', 'self'),
  row('GET', '/api/admin/subscriptions', 'admin'),
  row('GET', '/api/admin/revenue', 'admin'),
  // The /admin/activity log (DESIGN §1.10).
  row('GET', '/api/admin/activity', 'admin'),
  row('GET', '/api/admin/activity/export', 'admin'),
  // The /admin/analytics panels (DESIGN §1.10).
  row('GET', '/api/admin/analytics/funnel', 'admin'),
  row('GET', '/api/admin/analytics/series', 'admin'),
  row('GET', '/api/admin/analytics/groups', 'admin'),
  row('GET', '/api/admin/analytics/top', 'admin'),
  row('GET', '/api/admin/analytics/unviewed', 'admin'),
  row('GET', '/api/admin/analytics/searches', 'admin'),
  row('GET', '/api/admin/analytics/providers', 'admin'),
  // Session replay (DESIGN §1.10): a member's browser records into its own recordings (an admin
  // is told recording is off, and refused a chunk); admins list, replay and delete.
  row('POST', '/api/recordings', 'member'),
  row('GET', '/api/recordings/settings', 'member'),
  row('POST', '/api/recordings/{id}/chunks', 'self'),
  row('GET', '/api/admin/recordings', 'admin'),
  row('GET', '/api/admin/recordings/{id}', 'admin'),
  row('GET', '/api/admin/recordings/{id}/events', 'admin'),
  row('DELETE', '/api/admin/recordings/{id}', 'admin'),
  // The provider's signed events: the signature over the raw body is the permission.
  row('POST', '/api/payment/webhook', 'any'),
  // The sandbox provider's checkout page (registered only when it is the provider): the session id is the key.
  row('GET', '/api/sandbox-checkout/{session_id}', 'any'),
  row('POST', '/api/sandbox-checkout/{session_id}/pay', 'any'),
  row('POST', '/api/sandbox-checkout/{session_id}/confirm', 'any'),
];

/**
 * Routes registered outside the contract (no declared audience), each open to anyone: the OpenAPI
 * document and its page. The built web app's static files are not registered in tests (its folder
 * does not exist there), and any other route without an audience fails the test.
 */
export const UNDECLARED_OPEN_ROUTES = ['GET /api/openapi.json', 'GET /api/docs'];

/**
 * Routes that end the caller's session when allowed: they get a fresh session for each call, so
 * that the shared ones stay live for the other routes.
 */
export const SESSION_ENDING_ROUTES = ['GET /auth/v1/logout'];

/** `/api/user/:id` or `/api/user/{user_id}` → `/api/user/{}`: rows match whatever a parameter is named. */
export const routeShape = (path: string) => path.replace(/\{[^}]+\}|:[^/]+/g, '{}');
export const routeKey = (method: string, path: string) => `${method} ${routeShape(path)}`;
