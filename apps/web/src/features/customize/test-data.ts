import {
  type Photo,
  type Preflight,
  type PreflightFinding,
  type Project,
  type ProjectSummary,
  type TemplateCustomization,
  type TemplateDocument,
  type Transaction,
  templateSlots,
} from '@stockroom/contract';
import { jsonResponse, type SeenRequest } from '../../test/fetch-stub';

/** Answers requests by "METHOD /path"; anything else is a 404 as the server words it. */
export const answer =
  (routes: Record<string, (request: SeenRequest) => Response | Promise<Response>>) =>
  (request: SeenRequest): Response | Promise<Response> =>
    routes[`${request.method} ${request.url.pathname}`]?.(request) ??
    jsonResponse(404, { message: 'Not found', code: 'not_found' });

export const PRODUCT_ID = '3b241101-e2bb-4255-8caf-000000000001';
export const PROJECT_ID = '3b241101-e2bb-4255-8caf-000000000002';
export const USER_ID = '3b241101-e2bb-4255-8caf-000000000003';
export const TEMPLATE_ID = '3b241101-e2bb-4255-8caf-000000000004';
export const SAVED_THEME_ID = '3b241101-e2bb-4255-8caf-000000000005';
export const TRANSACTION_ID = '3b241101-e2bb-4255-8caf-000000000006';
export const TOKEN = 'project-token-1';

const colors = (accent1: string, light1 = '#ffffff', dark1 = '#1f2933') => ({
  accent1: { color: accent1 },
  accent2: { color: '#f29900' },
  light1: { color: light1 },
  light2: { color: '#eef2f7' },
  dark1: { color: dark1 },
  dark2: { color: '#52606d' },
});

/** A square post: an accent background, the company name in a box, the phone below. */
export const postDocument: TemplateDocument = {
  width: 1080,
  height: 1080,
  unit: 'px',
  bleed: 0,
  view_box: [0, 0, 1080, 1080],
  defs: [],
  pages: [
    {
      name: 'Post',
      nodes: [
        { name: 'rect', attrs: { id: 'bg', class: 'accent1', width: '1080', height: '1080' }, children: [] },
        {
          name: 'text',
          attrs: { class: 'light1', x: '60', y: '300', 'font-size': '96', 'data-max-width': '600' },
          children: ['{{isp}}'],
        },
        { name: 'text', attrs: { class: 'dark1', x: '60', y: '900', 'font-size': '48' }, children: ['Call {{phone}}'] },
      ],
    },
  ],
};

export const project = (fields: Partial<Project> = {}): Project => ({
  id: PROJECT_ID,
  user_id: USER_ID,
  product_id: PRODUCT_ID,
  product_title: 'Spring post',
  product_slug: 'spring-post',
  template_id: TEMPLATE_ID,
  template_version: 1,
  template_name: 'Square post',
  text_classes: ['dark1', 'light1'],
  placeholders: ['isp', 'phone'],
  has_logo_slot: false,
  slots: templateSlots(postDocument),
  document: postDocument,
  values: { classes: colors('#1a73e8'), text: { isp: 'Acme Dental', phone: '555-0100' }, logo: '' },
  photos: [],
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-21T10:00:00.000Z',
  ...fields,
});

/**
 * A two-page flyer with slots (decision 0024): a one-line headline, a three-line body, a locked
 * legal line, the brand's phone on both pages, and a photo.
 */
export const flyerDocument: TemplateDocument = {
  width: 1000,
  height: 800,
  unit: 'px',
  bleed: 0,
  view_box: [0, 0, 1000, 800],
  defs: [],
  pages: [
    {
      name: 'Front',
      nodes: [
        { name: 'rect', attrs: { class: 'accent1', width: '1000', height: '800' }, children: [] },
        {
          name: 'text',
          attrs: {
            'data-slot': 'headline',
            'data-label': 'Headline',
            x: '40',
            y: '120',
            'font-size': '80',
            'data-width': '520',
          },
          children: ['Grand opening'],
        },
        {
          name: 'text',
          attrs: {
            'data-slot': 'body',
            'data-label': 'Body',
            x: '40',
            y: '260',
            'font-size': '30',
            'data-width': '520',
            'data-lines': '3',
          },
          children: ['Come and see us on Main Street.'],
        },
        {
          name: 'text',
          attrs: {
            'data-slot': 'legal',
            'data-label': 'Small print',
            x: '40',
            y: '700',
            'font-size': '16',
            'data-width': '520',
          },
          children: ['Offer ends in June.'],
        },
        {
          name: 'text',
          attrs: { x: '40', y: '760', 'font-size': '24', 'data-width': '400' },
          children: ['Call {{phone}}'],
        },
        {
          name: 'image',
          attrs: {
            'data-slot': 'photo',
            'data-label': 'Storefront',
            x: '600',
            y: '100',
            width: '360',
            height: '240',
            href: 'data:image/jpeg;base64,AAAA',
            'data-natural-width': '900',
            'data-natural-height': '900',
          },
          children: [],
        },
      ],
    },
    {
      name: 'Back',
      nodes: [
        { name: 'text', attrs: { x: '40', y: '100', 'font-size': '40', 'data-width': '600' }, children: ['{{phone}}'] },
      ],
    },
  ],
};

export const flyerProject = (fields: Partial<Project> = {}): Project =>
  project({
    product_title: 'Grand opening flyer',
    placeholders: ['phone'],
    slots: templateSlots(flyerDocument, { legal: { locked: true } }),
    document: flyerDocument,
    values: {
      classes: colors('#1a73e8'),
      text: {
        headline: 'Grand opening',
        body: 'Come and see us on Main Street.',
        legal: 'Offer ends in June.',
        phone: '555-0100',
      },
      logo: '',
    },
    ...fields,
  });

export const PHOTO_ID = '3b241101-e2bb-4255-8caf-000000000020';
export const CATALOGUE_PRODUCT_ID = '3b241101-e2bb-4255-8caf-000000000021';
export const CATALOGUE_PHOTO_ID = '3b241101-e2bb-4255-8caf-000000000022';

export const photo = (fields: Partial<Photo> = {}): Photo => ({
  id: PHOTO_ID,
  name: 'shop.jpg',
  width: 1200,
  height: 800,
  source_product_id: null,
  source_product_title: null,
  available: true,
  created_at: '2026-11-20T10:00:00.000Z',
  preview_url: `/files/photos/${PHOTO_ID}-preview.jpg?signature=s`,
  url: `/files/photos/${PHOTO_ID}.jpg?signature=s`,
  ...fields,
});

export const themes: TemplateCustomization[] = [
  {
    id: '00000000-0000-0000-0000-000000000000',
    name: 'My brand',
    source: 'brand',
    classes: colors('#1a73e8'),
    text: { isp: 'Acme Dental', url: 'acme.example', phone: '555-0100' },
  },
  {
    id: SAVED_THEME_ID,
    name: 'Summer',
    source: 'saved',
    classes: colors('#e4572e'),
    text: { isp: 'Acme Summer', phone: '555-0199' },
  },
];

export const transaction = (fields: Partial<Transaction> = {}): Transaction => ({
  id: TRANSACTION_ID,
  user_id: USER_ID,
  product_id: PRODUCT_ID,
  product_title: 'Spring post',
  project_id: PROJECT_ID,
  format: 'png',
  print_ready: false,
  page: 1,
  status: 'ready',
  progress: 1,
  error: '',
  file_name: 'spring-post.png',
  size_bytes: 48_000,
  download_url: `/files/exports/${TRANSACTION_ID}.png?expires=9&signature=s&download=1&filename=spring-post.png`,
  created_at: '2026-11-22T09:30:00.000Z',
  preflight: [],
  ...fields,
});

export const projectSummary = (fields: Partial<ProjectSummary> = {}): ProjectSummary => ({
  id: PROJECT_ID,
  user_id: USER_ID,
  user_name: 'Mia Member',
  user_email: 'member@example.com',
  product_id: PRODUCT_ID,
  product_title: 'Spring post',
  template_id: TEMPLATE_ID,
  thumbnail_url: '/renders/project/abc.png?expires=9&signature=s',
  download_count: 2,
  last_downloaded_at: '2026-11-22T09:30:00.000Z',
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-21T10:00:00.000Z',
  ...fields,
});

/** A finding as the server words it; a refusal unless told. */
export const finding = (fields: Partial<PreflightFinding> = {}): PreflightFinding => ({
  code: 'low_resolution',
  severity: 'refusal',
  page: 1,
  slot: 'logo',
  field: 'logo',
  message: 'The logo prints at 51 ppi (60 × 30 pixels over 1.17 × 0.58 in): too coarse to print well',
  fix: 'Upload a logo of at least 350 × 175 pixels to your brand',
  ...fields,
});

export const preflight = (findings: PreflightFinding[] = []): Preflight => ({
  ok: !findings.some((f) => f.severity === 'refusal'),
  findings,
});

/** The routes the editor reads on load, answering as the server does. */
export const editorRoutes = (projectAnswer: Project = project()) => ({
  'POST /api/transaction/product-customization': () => jsonResponse(200, { project_id: PROJECT_ID, user_token: TOKEN }),
  [`GET /api/projects/${PROJECT_ID}`]: () => jsonResponse(200, projectAnswer),
  'GET /api/templateCustomizations': () => jsonResponse(200, themes),
  [`PUT /api/projects/${PROJECT_ID}`]: (request: SeenRequest) =>
    jsonResponse(200, { ...projectAnswer, values: request.body }),
  [`POST /api/projects/${PROJECT_ID}/preflight`]: () => jsonResponse(200, preflight()),
});
