import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, type SeenRequest, storeTestLogin, stubFetch } from '../../../test/fetch-stub';
import { renderRoutes } from '../../../test/render';
import { answer, newId, product } from '../test-data';
import { ProductPage } from './product-page';

const CAMPAIGN_PROJECT_ID = '3b241101-e2bb-4255-8caf-00000000c0de';

function renderCampaignPage(associated: object[], open: (request: SeenRequest) => Response) {
  storeTestLogin();
  const campaign = product({
    product_type: 'campaign',
    title: 'Grand opening campaign',
    associated_products: associated.map((p) => (p as { id: string }).id),
  });
  const { seen } = stubFetch(
    answer({
      ...Object.fromEntries(
        [campaign, ...associated].map((p) => [
          `GET /api/products/${(p as { id: string }).id}`,
          () => jsonResponse(200, p),
        ]),
      ),
      'POST /api/campaign-projects': open,
    }),
  );
  const view = renderRoutes(
    [
      { path: '/products/:id', element: <ProductPage /> },
      { path: '/campaigns/:campaignProjectId', element: <p>Campaign editor</p> },
    ],
    `/products/${campaign.id}`,
  );
  return { ...view, seen, campaign };
}

const template = () =>
  product({ product_type: 'template', title: 'Opening flyer', design_huddle_template_id: newId() });

describe('customizing a campaign from its page', () => {
  it('opens the campaign project and moves to its editor with the token', async () => {
    const { user, seen, router, campaign } = renderCampaignPage([template(), product({ title: 'Opening video' })], () =>
      jsonResponse(200, { campaign_project_id: CAMPAIGN_PROJECT_ID, user_token: 'token-1' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Customize the campaign' }));

    expect(await screen.findByText('Campaign editor')).toBeVisible();
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({ product_id: campaign.id });
    expect(router.state.location.pathname).toBe(`/campaigns/${CAMPAIGN_PROJECT_ID}`);
    expect(router.state.location.state).toEqual({ token: 'token-1' });
  });

  it('shows why the campaign could not be opened, beside the button', async () => {
    const { user } = renderCampaignPage([template()], () =>
      jsonResponse(400, {
        message: 'This campaign has no template product you may customize',
        code: 'validation_failed',
        issues: [{ path: 'product_id', message: 'This campaign has no template product you may customize' }],
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Customize the campaign' }));
    expect(await screen.findByText('This campaign has no template product you may customize')).toBeVisible();
  });

  it('is not offered for a campaign with no template the member may customize', async () => {
    // A locked template comes without its template id.
    const locked = product({ product_type: 'template', title: 'Locked flyer', design_huddle_template_id: '' });
    renderCampaignPage([locked, product({ title: 'Opening video' })], () => jsonResponse(500, {}));
    expect(await screen.findByRole('heading', { level: 2, name: 'In this campaign' })).toBeVisible();
    await waitFor(() => expect(screen.getByText('Locked flyer')).toBeVisible());
    expect(screen.queryByRole('button', { name: 'Customize the campaign' })).toBeNull();
  });
});
