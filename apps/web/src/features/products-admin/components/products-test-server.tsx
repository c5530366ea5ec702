/** The server as the products screens' tests play it: fixtures, a fetch stub and the rendered screen. */

import { useState } from 'react';
import { DialogProvider } from '../../../components/layout/dialog-area';
import { SnackbarArea } from '../../../components/layout/snackbar-area';
import { jsonResponse, type SeenRequest, storeTestLogin, stubFetch } from '../../../test/fetch-stub';
import { renderRoutes } from '../../../test/render';
import { type ProductDialogTarget, ProductFormDialog } from './product-form-dialog';
import { ProductsPage } from './products-page';

export const SUMMER = '11111111-1111-4111-8111-111111111111';
export const WINTER = '22222222-2222-4222-8222-222222222222';
export const FRESH = '33333333-3333-4333-8333-333333333333';
export const SALE = '44444444-4444-4444-8444-444444444444';
export const KIT = '55555555-5555-4555-8555-555555555555';
export const FLYER = '66666666-6666-4666-8666-666666666666';
export const NEW_ID = '77777777-7777-4777-8777-777777777777';

export const categories = [
  { id: SUMMER, name: 'Summer deals', slug: 'summer-deals', content_providers: [] },
  { id: WINTER, name: 'Winter', slug: 'winter', content_providers: [] },
];
export const tags = [
  { id: FRESH, name: 'Fresh', slug: 'fresh', content_providers: [] },
  { id: SALE, name: 'Sale', slug: 'sale', content_providers: [] },
];

export const product = (id: string, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  title,
  subtitle: `${title} subtitle`,
  slug: title.toLowerCase().replace(/\s+/g, '-'),
  product_type: 'asset',
  categories: [SUMMER],
  tags: [FRESH],
  thumbnail: `thumbnails/${id}.webp`,
  thumbnail_url: `/files/thumbnails/${id}.webp?expires=1&signature=s`,
  bundle_download_url: `/files/bundles/${id}.zip?expires=1&signature=s`,
  is_draft: false,
  updated_at: '2025-03-01T10:00:00.000Z',
  ...extra,
});
export const kit = product(KIT, 'Spring kit', { is_draft: true, is_gated: true });
export const flyer = product(FLYER, 'Flyer', { categories: [], tags: [], thumbnail: '', thumbnail_url: '' });

type Write = (request: SeenRequest) => Response;

/** Answers reads from the fixtures; writes with `write` (by default, the id). */
export function playServer({
  list = [kit, flyer],
  count = 45,
  write,
  failList = () => false,
  read,
}: {
  list?: unknown[];
  count?: number;
  write?: Write;
  failList?: () => boolean;
  /** Answers other reads first (the templates list), when it answers at all. */
  read?: (request: SeenRequest) => Response | undefined;
} = {}) {
  storeTestLogin();
  return stubFetch((request) => {
    const { pathname } = request.url;
    const answer = request.method === 'GET' ? read?.(request) : undefined;
    if (answer) return answer;
    if (request.method !== 'GET') {
      if (write) return write(request);
      return jsonResponse(request.method === 'POST' ? 201 : 200, { id: pathname.split('/')[3] ?? NEW_ID });
    }
    if (pathname === '/api/admin/products') {
      if (failList()) return jsonResponse(503, { message: 'The database is not answering', code: 'unavailable' });
      return jsonResponse(200, { count, dataset: list });
    }
    if (pathname === '/api/categories') return jsonResponse(200, categories);
    if (pathname === '/api/tags') return jsonResponse(200, tags);
    const found = [kit, flyer].find((p) => pathname === `/api/products/${p.id}`);
    return found ? jsonResponse(200, found) : jsonResponse(404, { message: 'Not found', code: 'not_found' });
  });
}

export const listCalls = (seen: SeenRequest[]) => seen.filter((r) => r.url.pathname === '/api/admin/products');
export const writes = (seen: SeenRequest[]) => seen.filter((r) => r.method !== 'GET');

export const renderProducts = (path = '/admin/products') =>
  renderRoutes(
    [
      {
        path: '/admin/products',
        element: (
          <DialogProvider>
            <ProductsPage />
            <SnackbarArea />
          </DialogProvider>
        ),
      },
    ],
    path,
  );

/** The form's dialog alone (the table is slow to render and not what these tests are about). */
function FormHarness({ target }: { target: ProductDialogTarget }) {
  const [open, setOpen] = useState<ProductDialogTarget | null>(target);
  return <ProductFormDialog target={open} onClose={() => setOpen(null)} />;
}

export const renderProductForm = (target: ProductDialogTarget) =>
  renderRoutes(
    [
      {
        path: '*',
        element: (
          <DialogProvider>
            <FormHarness target={target} />
            <SnackbarArea />
          </DialogProvider>
        ),
      },
    ],
    '/admin/products',
  );
