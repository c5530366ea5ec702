import { type CampaignProject, type Project, type TemplateDocument, templateSlots } from '@stockroom/contract';
import { jsonResponse, type SeenRequest } from '../../test/fetch-stub';
import { flyerProject, project, themes } from '../customize/test-data';

export { answer } from '../customize/test-data';

export const CAMPAIGN_ID = '3b241101-e2bb-4255-8caf-000000000100';
export const CAMPAIGN_PRODUCT_ID = '3b241101-e2bb-4255-8caf-000000000101';
export const CAMPAIGN_TOKEN = 'campaign-token-1';
export const FLYER_ID = '3b241101-e2bb-4255-8caf-000000000110';
export const POST_ID = '3b241101-e2bb-4255-8caf-000000000111';
export const BANNER_ID = '3b241101-e2bb-4255-8caf-000000000112';
export const HIDDEN_PRODUCT_ID = '3b241101-e2bb-4255-8caf-000000000120';

/** A page with one boxed headline of the given width and size, and the brand's phone. */
const headlineDocument = (
  name: string,
  width: number,
  height: number,
  box: number,
  size: number,
): TemplateDocument => ({
  width,
  height,
  unit: 'px',
  bleed: 0,
  view_box: [0, 0, width, height],
  defs: [],
  pages: [
    {
      name,
      nodes: [
        { name: 'rect', attrs: { class: 'accent1', width: String(width), height: String(height) }, children: [] },
        {
          name: 'text',
          attrs: {
            'data-slot': 'headline',
            'data-label': 'Headline',
            class: 'light1',
            x: '20',
            y: String(size + 10),
            'font-size': String(size),
            'data-width': String(box),
          },
          children: ['Grand opening'],
        },
        {
          name: 'text',
          attrs: { class: 'dark1', x: '20', y: String(height - 20), 'font-size': '20', 'data-width': String(box) },
          children: ['{{phone}}'],
        },
      ],
    },
  ],
});

/** A square post whose headline box is wide, and a banner whose box holds only a short headline. */
export const postDocument = headlineDocument('Post', 1080, 1080, 1000, 80);
export const bannerDocument = headlineDocument('Banner', 728, 90, 200, 40);

const piece = (id: string, productId: string, title: string, document: TemplateDocument): Project =>
  project({
    id,
    product_id: productId,
    product_title: title,
    placeholders: ['phone'],
    slots: templateSlots(document),
    document,
    values: {
      ...project().values,
      text: { headline: 'Grand opening', phone: '555-0100' },
    },
  });

const sharedValues = () => ({
  ...project().values,
  text: { headline: 'Grand opening', body: 'Come and see us on Main Street.', phone: '555-0100' },
});

/**
 * A campaign of three pieces sharing a headline and the phone: the flyer (which has a body, a
 * locked line and a photo of its own), a post and a narrow banner; and two products left out.
 */
export const campaignProject = (fields: Partial<CampaignProject> = {}): CampaignProject => {
  const flyer = flyerProject({ id: FLYER_ID, product_title: 'Grand opening flyer' });
  const post = piece(POST_ID, '3b241101-e2bb-4255-8caf-000000000211', 'Opening post', postDocument);
  const banner = piece(BANNER_ID, '3b241101-e2bb-4255-8caf-000000000212', 'Opening banner', bannerDocument);
  return {
    id: CAMPAIGN_ID,
    product_id: CAMPAIGN_PRODUCT_ID,
    product_title: 'Grand opening campaign',
    values: sharedValues(),
    slots: [
      { name: 'headline', kind: 'text', label: 'Headline', project_ids: [FLYER_ID, POST_ID, BANNER_ID] },
      { name: 'body', kind: 'text', label: 'Body', project_ids: [FLYER_ID] },
      { name: 'phone', kind: 'text', label: 'Phone', project_ids: [FLYER_ID, POST_ID, BANNER_ID] },
      { name: 'photo', kind: 'photo', label: 'Storefront', project_ids: [FLYER_ID] },
    ],
    pieces: [flyer, post, banner].map((project) => ({ project, overrides: { text: [], photos: [] } })),
    skipped: [
      {
        product_id: HIDDEN_PRODUCT_ID,
        product_title: 'Opening video',
        reason: 'not_template',
        message: 'This product is not a template',
      },
      {
        product_id: null,
        product_title: '',
        reason: 'unavailable',
        message: 'A product of this campaign is not available to you',
      },
    ],
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-21T10:00:00.000Z',
    ...fields,
  };
};

/** The routes the campaign editor reads and saves through, answering as the server does. */
export const campaignRoutes = (answer: CampaignProject = campaignProject()) => ({
  [`GET /api/campaign-projects/${CAMPAIGN_ID}`]: () => jsonResponse(200, answer),
  'POST /api/campaign-projects': () =>
    jsonResponse(200, { campaign_project_id: CAMPAIGN_ID, user_token: CAMPAIGN_TOKEN }),
  [`PUT /api/campaign-projects/${CAMPAIGN_ID}`]: (request: SeenRequest) => {
    const body = request.body as { values: CampaignProject['values'] };
    return jsonResponse(200, { ...answer, values: body.values });
  },
  'GET /api/templateCustomizations': () => jsonResponse(200, themes),
});
