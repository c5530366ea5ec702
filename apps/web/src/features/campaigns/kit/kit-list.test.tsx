import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DialogProvider } from '../../../components/layout/dialog-area';
import { jsonResponse, storeTestLogin, stubFetch } from '../../../test/fetch-stub';
import { renderAt } from '../../../test/render';
import { UserAssetsPage } from '../../customize/components/user-assets/user-assets-page';
import { answer, projectSummary, transaction } from '../../customize/test-data';
import { kitKeys } from './api/kit-keys';
import { KitList } from './kit-list';
import { cardPiece, HANGER_PDF, HANGER_PRODUCT, hangerPiece, KIT_ID, kit, postPiece } from './test-data';

const RENDERING_ID = '3b241101-e2bb-4255-8caf-000000000230';

function renderAssets(kits: unknown[], more: Record<string, () => Response> = {}) {
  storeTestLogin();
  stubFetch(
    answer({
      'GET /api/projects': () => jsonResponse(200, [projectSummary()]),
      'GET /api/transaction/user': () => jsonResponse(200, [transaction()]),
      'GET /api/campaign-kits': () => jsonResponse(200, kits),
      ...more,
    }),
  );
  const view = renderAt(
    <DialogProvider>
      <UserAssetsPage kits={<KitList />} />
    </DialogProvider>,
    '/user-assets',
  );
  return view;
}

describe('campaign kits under my assets', () => {
  it('lists a kit with its download and the direct mail of its print piece', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const fresh = kit({ download_url: `/files/kits/${KIT_ID}.zip?expires=99&signature=new` });
    const rendering = kit({
      id: RENDERING_ID,
      product_title: 'Summer sale',
      status: 'rendering',
      progress: 0.4,
      download_url: '',
      size_bytes: 0,
      pieces: [hangerPiece({ status: 'rendering', transaction_ids: [] })],
    });
    const { user } = renderAssets([rendering, kit()], {
      [`GET /api/campaign-kits/${KIT_ID}`]: () => jsonResponse(200, fresh),
    });

    const list = within(await screen.findByRole('list', { name: 'Campaign kits' }));
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Customized templates', 'Campaign kits', 'Downloads']);

    const entry = within(list.getByRole('listitem', { name: 'Grand opening kit' }));
    expect(entry.getByText(/2\.3 MB · 2 pieces · 1 left out$/)).toBeInTheDocument();
    const order = entry.getByRole('link', { name: 'Order direct mail of Door hanger' });
    const address = new URL(order.getAttribute('href') ?? '', 'http://app.test');
    expect(address.pathname).toBe('/requests');
    expect(Object.fromEntries(address.searchParams)).toEqual({
      new: '1',
      direct_mail: '1',
      product_id: HANGER_PRODUCT,
      transaction_id: HANGER_PDF,
    });
    // The screen piece and the piece left out are no direct mail.
    expect(entry.getAllByRole('link', { name: /^Order direct mail/ })).toHaveLength(1);

    await user.click(entry.getByRole('button', { name: 'Download the Grand opening kit' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect((click.mock.contexts[0] as HTMLAnchorElement).getAttribute('href')).toBe(
      `/files/kits/${KIT_ID}.zip?expires=99&signature=new&download=1`,
    );

    const making = within(list.getByRole('listitem', { name: 'Summer sale kit' }));
    expect(making.getByText('Making… 40%')).toBeInTheDocument();
    expect(making.queryByRole('button', { name: /^Download/ })).toBeNull();
    expect(making.queryByRole('link', { name: /^Order direct mail/ })).toBeNull();
  });

  it('shows why a kit failed', async () => {
    renderAssets([
      kit({
        status: 'failed',
        error: "None of the kit's files could be made",
        pieces: [postPiece({ status: 'failed' }), cardPiece()],
      }),
    ]);
    const entry = within(await screen.findByRole('listitem', { name: 'Grand opening kit' }));
    expect(entry.getByText("Failed: None of the kit's files could be made")).toBeInTheDocument();
    expect(entry.queryByRole('button', { name: /^Download/ })).toBeNull();
  });

  it('has no kits section for a member without kits', async () => {
    const { queryClient } = renderAssets([]);
    await screen.findByRole('list', { name: 'Downloads' });
    await waitFor(() => expect(queryClient.getQueryState(kitKeys.list())?.status).toBe('success'));
    expect(screen.queryByRole('heading', { name: 'Campaign kits' })).toBeNull();
  });
});
