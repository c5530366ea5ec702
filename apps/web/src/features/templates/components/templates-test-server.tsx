/** The server as the templates screens' tests play it: fixtures, a fetch stub and the rendered screens. */
import type { Template, TemplateSummary } from '@stockroom/contract';
import { DialogProvider } from '../../../components/layout/dialog-area';
import { SnackbarArea } from '../../../components/layout/snackbar-area';
import { jsonResponse, type SeenRequest, storeTestLogin, stubFetch } from '../../../test/fetch-stub';
import { renderRoutes } from '../../../test/render';
import { TemplateDetailPage } from './template-detail-page';
import { TemplatesPage } from './templates-page';

export const POSTCARD = '11111111-1111-4111-8111-111111111111';
export const BANNER = '22222222-2222-4222-8222-222222222222';
export const SPRING = '33333333-3333-4333-8333-333333333333';
export const AUTUMN = '44444444-4444-4444-8444-444444444444';

export const postcardSummary: TemplateSummary = {
  id: POSTCARD,
  name: 'Postcard 6×4',
  version: 2,
  width: 152.4,
  height: 101.6,
  unit: 'mm',
  bleed: 3,
  page_names: ['Front', 'Back'],
  classes: ['accent1', 'dark1', 'light1'],
  text_classes: ['dark1'],
  placeholders: ['isp', 'phone'],
  has_logo_slot: true,
  size_bytes: 14_540,
  element_count: 42,
  products: [
    { id: SPRING, title: 'Spring postcard' },
    { id: AUTUMN, title: 'Autumn postcard' },
  ],
  preview_url: `/renders/template/${POSTCARD}-2.png?expires=1&signature=s`,
  created_at: '2025-03-01T10:00:00.000Z',
  updated_at: '2025-03-02T10:00:00.000Z',
};

export const bannerSummary: TemplateSummary = {
  ...postcardSummary,
  id: BANNER,
  name: 'Web banner',
  version: 1,
  width: 1200,
  height: 628,
  unit: 'px',
  bleed: 0,
  page_names: ['Page 1'],
  classes: ['accent2'],
  placeholders: ['url'],
  has_logo_slot: false,
  products: [],
  preview_url: `/renders/template/${BANNER}-1.png?expires=1&signature=s`,
};

export const postcard: Template = {
  ...postcardSummary,
  svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 400"></svg>',
  document: {
    width: 152.4,
    height: 101.6,
    unit: 'mm',
    bleed: 3,
    view_box: [0, 0, 600, 400],
    defs: [],
    pages: [
      {
        name: 'Front',
        nodes: [
          { name: 'rect', attrs: { width: '600', height: '400', class: 'accent1' }, children: [] },
          { name: 'text', attrs: { x: '40', y: '80', class: 'dark1' }, children: ['Call {{isp}} on {{phone}}'] },
        ],
      },
      {
        name: 'Back',
        nodes: [{ name: 'image', attrs: { href: '{{logo}}', width: '100', height: '50' }, children: [] }],
      },
    ],
  },
  slots: {
    texts: [
      { name: 'isp', label: 'Company name', default: '', brand: true, locked: false, lines: 0, pages: [0] },
      { name: 'phone', label: 'Phone', default: '', brand: true, locked: false, lines: 0, pages: [0] },
    ],
    photos: [],
  },
  slot_settings: {},
};

export type Handler = (request: SeenRequest) => Response | undefined;

/** Answers the templates routes from the fixtures; `handle` answers first when it answers at all. */
export function playTemplates({
  list = [postcardSummary, bannerSummary],
  handle,
}: {
  list?: TemplateSummary[];
  handle?: Handler;
} = {}) {
  storeTestLogin();
  return stubFetch((request) => {
    const answer = handle?.(request);
    if (answer) return answer;
    const { pathname } = request.url;
    if (request.method === 'GET' && pathname === '/api/templates') return jsonResponse(200, list);
    if (request.method === 'GET' && pathname === `/api/templates/${POSTCARD}`) return jsonResponse(200, postcard);
    return jsonResponse(404, { message: 'Not found', code: 'not_found' });
  });
}

export const writes = (seen: SeenRequest[]) => seen.filter((r) => r.method !== 'GET');

export const renderTemplates = (path = '/admin/templates') =>
  renderRoutes(
    [
      {
        path: '/admin/templates',
        element: (
          <DialogProvider>
            <TemplatesPage />
            <SnackbarArea />
          </DialogProvider>
        ),
      },
      {
        path: '/admin/templates/:id',
        element: (
          <DialogProvider>
            <TemplateDetailPage />
            <SnackbarArea />
          </DialogProvider>
        ),
      },
      { path: '/admin/products', element: <p>Products screen</p> },
    ],
    path,
  );
