/**
 * First path segments the app or the services use; a category slug (`/{slug}`) may not be one of
 * them (DESIGN §1.1). Keep in step with the web app's routes.
 */
export const RESERVED_SLUGS = new Set([
  'api',
  'public',
  'auth',
  'brands-api',
  'login',
  'signup',
  'products',
  'user-assets',
  'requests',
  'my-account',
  'admin',
  'user',
  'users',
  'assets',
  'checkout',
  'getproductcount',
  'confirm-email',
  'forgot-password',
  'reset-password',
  'send-password-reset-code',
  'confirm-password-reset',
  'shared',
  'search',
  'docs',
  'files',
  'health',
  'favicon',
  'logo',
  'campaigns',
]);

/** A URL-safe slug from a name: lower case, ASCII letters and digits joined by single hyphens. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

export const isReservedSlug = (slug: string) => RESERVED_SLUGS.has(slug.toLowerCase());
