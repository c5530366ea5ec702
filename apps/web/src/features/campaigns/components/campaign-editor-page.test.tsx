import { screen, waitFor, within } from '@testing-library/react';
import { Navigate } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { DialogProvider } from '../../../components/layout/dialog-area';
import { type FetchHandler, jsonResponse, type SeenRequest, storeTestLogin, stubFetch } from '../../../test/fetch-stub';
import { renderRoutes } from '../../../test/render';
import { keepCampaignToken } from '../api/campaign-token';
import {
  answer,
  BANNER_ID,
  CAMPAIGN_ID,
  CAMPAIGN_PRODUCT_ID,
  CAMPAIGN_TOKEN,
  campaignProject,
  campaignRoutes,
  FLYER_ID,
  POST_ID,
} from '../test-data';
import { CampaignEditorPage } from './campaign-editor-page';
import type { CampaignState } from './campaign-state';

function renderCampaign(routes: Record<string, FetchHandler> = {}, path = `/campaigns/${CAMPAIGN_ID}`) {
  storeTestLogin();
  const { seen } = stubFetch(answer({ ...campaignRoutes(), ...routes }));
  const view = renderRoutes(
    [
      {
        path: '/campaigns/:campaignProjectId',
        element: (
          <DialogProvider>
            <CampaignEditorPage />
          </DialogProvider>
        ),
      },
    ],
    path,
  );
  return { ...view, seen };
}

const saves = (seen: SeenRequest[]) => seen.filter((r) => r.method === 'PUT');
const lastSave = (seen: SeenRequest[]) => saves(seen).at(-1)?.body as CampaignState;
const thumbnail = (n: number) => screen.getByTestId(`piece-thumbnail-${n}`);
const pieceButton = (name: RegExp) =>
  within(screen.getByRole('list', { name: 'Pieces' })).getByRole('button', { name });
const NONE = { text: {}, photos: {} };

beforeEach(() => {
  sessionStorage.clear();
});

describe('the campaign editor', () => {
  it('shows every piece side by side, the first one large, each slot once and the products left out', async () => {
    renderCampaign();
    expect(await screen.findByRole('heading', { level: 1, name: 'Customize Grand opening campaign' })).toBeVisible();
    const list = within(screen.getByRole('list', { name: 'Pieces' }));
    const pieces = list.getAllByRole('button');
    expect(pieces).toEqual([
      list.getByRole('button', { name: /^Grand opening flyer\s*1000 × 800 px$/ }),
      list.getByRole('button', { name: /^Opening post\s*1080 × 1080 px$/ }),
      list.getByRole('button', { name: /^Opening banner\s*728 × 90 px$/ }),
    ]);
    expect(pieces[0]).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Grand opening flyer' })).toBeVisible();
    expect(screen.getByTestId('preview-page-1')).toHaveTextContent('Grand opening');

    // The headline three pieces show is one field, said to be in all of them.
    expect(screen.getAllByRole('textbox', { name: 'Headline' })).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Headline' })).toHaveAccessibleDescription(/In all 3 pieces/);
    expect(screen.getByRole('textbox', { name: 'Body' })).toHaveAccessibleDescription(/In Grand opening flyer/);
    // A slot of the chosen piece that others share may be overridden there; one only it shows is its own already.
    const override = { name: 'Override in this piece' };
    expect(within(screen.getByRole('group', { name: 'Headline' })).getByRole('button', override)).toBeVisible();
    expect(within(screen.getByRole('group', { name: 'Body' })).queryByRole('button', override)).toBeNull();

    const left = screen.getByRole('region', { name: 'Left out of this campaign' });
    expect(within(left).getByText('2 products are not in this editor')).toBeVisible();
    expect(within(left).getByRole('link', { name: 'Opening video' })).toBeVisible();
    expect(within(left).getByText(/This product is not a template/)).toBeVisible();
    // A product the member may not see: its message, without a title.
    const hidden = within(left).getByText('A product of this campaign is not available to you');
    expect(hidden.closest('li')?.querySelector('a')).toBeNull();
  });

  it('draws a shared text typed once in every piece, and saves it once for all with the campaign token', async () => {
    const { user, seen } = renderCampaign();
    const headline = await screen.findByRole('textbox', { name: 'Headline' });
    await user.clear(headline);
    await user.type(headline, 'Open today');

    await waitFor(() => {
      for (const n of [1, 2, 3]) expect(thumbnail(n)).toHaveTextContent('Open today');
    });
    // One save for every piece (a slow machine may save a moment into the typing too).
    await waitFor(() => expect(lastSave(seen)?.values.text.headline).toBe('Open today'), { timeout: 10_000 });
    const save = saves(seen).at(-1);
    expect(save?.url.pathname).toBe(`/api/campaign-projects/${CAMPAIGN_ID}`);
    expect(save?.headers.get('x-project-token')).toBe(CAMPAIGN_TOKEN);
    expect(lastSave(seen).pieces).toEqual([
      { project_id: FLYER_ID, overrides: NONE },
      { project_id: POST_ID, overrides: NONE },
      { project_id: BANNER_ID, overrides: NONE },
    ]);
    // Without a token kept from opening, the editor opened the campaign again for one.
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({ product_id: CAMPAIGN_PRODUCT_ID });
    expect(await screen.findByText('Saved')).toBeVisible();
  });

  it('saves with the token opening kept, without opening the campaign again', async () => {
    keepCampaignToken(CAMPAIGN_ID, 'kept-token');
    const { user, seen } = renderCampaign();
    await user.type(await screen.findByRole('textbox', { name: 'Phone' }), '9');
    await waitFor(() => expect(saves(seen)).toHaveLength(1), { timeout: 10_000 });
    expect(saves(seen)[0]?.headers.get('x-project-token')).toBe('kept-token');
    expect(seen.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('saves with the token the product page handed over', async () => {
    storeTestLogin();
    const { seen } = stubFetch(answer(campaignRoutes()));
    const { user } = renderRoutes(
      [
        { path: '/start', element: <Navigate to={`/campaigns/${CAMPAIGN_ID}`} state={{ token: 'handed-token' }} /> },
        {
          path: '/campaigns/:campaignProjectId',
          element: (
            <DialogProvider>
              <CampaignEditorPage />
            </DialogProvider>
          ),
        },
      ],
      '/start',
    );
    await user.type(await screen.findByRole('textbox', { name: 'Phone' }), '9');
    await waitFor(() => expect(saves(seen)).toHaveLength(1), { timeout: 10_000 });
    expect(saves(seen)[0]?.headers.get('x-project-token')).toBe('handed-token');
    expect(seen.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('restores what an earlier visit left unsaved, and saves it', async () => {
    const { values } = campaignProject();
    const pieces = [FLYER_ID, POST_ID, BANNER_ID].map((project_id) => ({ project_id, overrides: NONE }));
    pieces[2] = { project_id: BANNER_ID, overrides: { text: { headline: 'Banner draft' }, photos: {} } };
    sessionStorage.setItem(
      `project-draft:${CAMPAIGN_ID}`,
      JSON.stringify({ values: { ...values, text: { ...values.text, headline: 'Draft headline' } }, pieces }),
    );
    const { seen } = renderCampaign();
    expect(await screen.findByRole('textbox', { name: 'Headline' })).toHaveValue('Draft headline');
    await waitFor(() => expect(thumbnail(3)).toHaveTextContent('Banner draft'));
    await waitFor(() => expect(saves(seen)).toHaveLength(1), { timeout: 10_000 });
    expect(lastSave(seen).values.text.headline).toBe('Draft headline');
    expect(lastSave(seen).pieces[2]?.overrides.text).toEqual({ headline: 'Banner draft' });
  });

  it('names the piece a shared text does not fit, and saves nothing until it does', async () => {
    const { user, seen } = renderCampaign();
    const headline = await screen.findByRole('textbox', { name: 'Headline' });
    await user.clear(headline);
    await user.type(headline, 'Grand opening today');

    await waitFor(() =>
      expect(headline).toHaveAccessibleDescription(
        /^Opening banner: Headline is \d+ characters? too long for its box: shorten it, or override it in that piece/,
      ),
    );
    expect(headline).toHaveAttribute('aria-invalid', 'true');
    expect(within(pieceButton(/Opening banner/)).getByText('Not saved')).toBeVisible();
    expect(within(pieceButton(/Opening post/)).queryByText('Not saved')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(saves(seen)).toHaveLength(0);
  });

  it('overrides a slot in one piece alone, sends it as that piece’s, and gives it back to the campaign', async () => {
    const { user, seen, router } = renderCampaign();
    await screen.findByRole('textbox', { name: 'Headline' });
    await user.click(pieceButton(/Opening post/));
    expect(pieceButton(/Opening post/)).toHaveAttribute('aria-pressed', 'true');
    expect(router.state.location.search).toBe(`?piece=${POST_ID}`);

    const own = screen.getByRole('group', { name: 'Headline' });
    await user.click(within(own).getByRole('button', { name: 'Override in this piece' }));
    const field = within(own).getByRole('textbox', { name: 'Headline (this piece)' });
    expect(field).toHaveValue('Grand opening');
    await user.clear(field);
    await user.type(field, 'Post only');

    await waitFor(() => expect(thumbnail(2)).toHaveTextContent('Post only'));
    expect(thumbnail(1)).toHaveTextContent('Grand opening');
    expect(thumbnail(3)).toHaveTextContent('Grand opening');
    await waitFor(() => expect(lastSave(seen)?.pieces[1]?.overrides.text).toEqual({ headline: 'Post only' }), {
      timeout: 10_000,
    });
    const sent = lastSave(seen);
    expect(sent.values.text.headline).toBe('Grand opening');
    expect(sent.pieces[0]).toEqual({ project_id: FLYER_ID, overrides: NONE });
    expect(sent.pieces[2]).toEqual({ project_id: BANNER_ID, overrides: NONE });
    // The shared field says the post keeps its own.
    expect(screen.getByRole('textbox', { name: 'Headline' })).toHaveAccessibleDescription(/Opening post has its own/);

    const count = saves(seen).length;
    await user.click(within(own).getByRole('button', { name: "Use the campaign's value" }));
    await waitFor(() => expect(saves(seen).length).toBeGreaterThan(count), { timeout: 10_000 });
    expect(lastSave(seen).pieces[1]).toEqual({ project_id: POST_ID, overrides: NONE });
    await waitFor(() => expect(thumbnail(2)).toHaveTextContent('Grand opening'));
  });

  it('shows a refusal of a piece’s own text under that piece’s field', async () => {
    const message = 'Opening post: Headline may not say that';
    const { user } = renderCampaign({
      [`PUT /api/campaign-projects/${CAMPAIGN_ID}`]: () =>
        jsonResponse(400, {
          message,
          code: 'validation_failed',
          issues: [{ path: 'pieces.1.overrides.text.headline', message }],
        }),
    });
    await screen.findByRole('textbox', { name: 'Headline' });
    await user.click(pieceButton(/Opening post/));
    const own = screen.getByRole('group', { name: 'Headline' });
    await user.click(within(own).getByRole('button', { name: 'Override in this piece' }));
    const field = within(own).getByRole('textbox', { name: 'Headline (this piece)' });
    await user.type(field, '!');

    await waitFor(() => expect(field).toHaveAccessibleDescription(message), { timeout: 10_000 });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Headline' })).not.toHaveAttribute('aria-invalid', 'true');
    expect(within(pieceButton(/Opening post/)).getByText('Not saved')).toBeVisible();
    expect(screen.getByText(`Not saved: ${message}`)).toBeVisible();
  });

  it('says it is loading while the campaign is read', async () => {
    renderCampaign({ [`GET /api/campaign-projects/${CAMPAIGN_ID}`]: () => new Promise<Response>(() => undefined) });
    expect(await screen.findByRole('status', { name: 'Loading the campaign' })).toBeVisible();
  });

  it('says why the campaign could not be read, and reads it again on request', async () => {
    let fail = true;
    const { user } = renderCampaign({
      [`GET /api/campaign-projects/${CAMPAIGN_ID}`]: () =>
        fail
          ? jsonResponse(500, { message: 'The database is away', code: 'internal' })
          : jsonResponse(200, campaignProject()),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is away');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Customize Grand opening campaign' })).toBeVisible();
  });

  it('says a campaign project that is not the member’s was not found', async () => {
    renderCampaign({
      [`GET /api/campaign-projects/${CAMPAIGN_ID}`]: () =>
        jsonResponse(404, { message: 'Campaign project not found', code: 'not_found' }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Campaign not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/products');
  });

  it('says why there is nothing to customize when every product was left out', async () => {
    renderCampaign({
      [`GET /api/campaign-projects/${CAMPAIGN_ID}`]: () =>
        jsonResponse(200, campaignProject({ pieces: [], slots: [] })),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nothing to customize in Grand opening campaign' }),
    ).toBeVisible();
    expect(screen.getByText('A product of this campaign is not available to you')).toBeVisible();
    expect(screen.getByRole('link', { name: 'See the campaign' })).toHaveAttribute(
      'href',
      `/products/${CAMPAIGN_PRODUCT_ID}`,
    );
  });
});
