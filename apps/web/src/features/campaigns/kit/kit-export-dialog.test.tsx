import type { KitPiecePreflight } from '@stockroom/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type FetchHandler, jsonResponse, type SeenRequest, storeTestLogin, stubFetch } from '../../../test/fetch-stub';
import { renderAt } from '../../../test/render';
import { answer } from '../../customize/test-data';
import { KitExportDialog } from './kit-export-dialog';
import {
  CAMPAIGN_ID,
  cardPiece,
  cardPreflight,
  HANGER_PDF,
  HANGER_PRODUCT,
  hangerPiece,
  hangerPreflight,
  KIT_ID,
  KIT_TOKEN,
  kit,
  kitPreflight,
  postPiece,
  postPreflight,
} from './test-data';

const PREFLIGHT = `POST /api/campaign-projects/${CAMPAIGN_ID}/preflight`;
const KITS = `POST /api/campaign-projects/${CAMPAIGN_ID}/kits`;
const KIT = `GET /api/campaign-kits/${KIT_ID}`;

const preflightOf = (pieces: (svg: boolean) => KitPiecePreflight[]) => (request: SeenRequest) =>
  jsonResponse(200, kitPreflight(pieces((request.body as { svg: boolean }).svg)));

const threePieces = (svg: boolean) => [hangerPreflight(), postPreflight(svg), cardPreflight()];

function renderDialog(routes: Record<string, FetchHandler>) {
  storeTestLogin();
  const onClose = vi.fn();
  const renew = vi.fn(async () => ({ token: 'fresh-token' }));
  const { seen } = stubFetch(answer(routes));
  // The editor's values go out before any check or kit: the save is seen as a request of its own.
  const prepare = vi.fn(async () => {
    await fetch(`${window.location.origin}/api/campaign-projects/${CAMPAIGN_ID}`, { method: 'PUT', body: '{}' });
  });
  const view = renderAt(
    <KitExportDialog
      campaignProjectId={CAMPAIGN_ID}
      access={{ token: KIT_TOKEN, renew }}
      prepare={prepare}
      open
      onClose={onClose}
    />,
  );
  return { ...view, seen, onClose, renew, prepare };
}

const calls = (seen: SeenRequest[]) => seen.map((request) => `${request.method} ${request.url.pathname}`);

const pieceItem = (name: string) =>
  within(within(screen.getByRole('list', { name: 'Pieces of the kit' })).getByRole('listitem', { name }));

describe('the campaign kit dialog', () => {
  it('checks every piece, grouped by piece, and names the piece a refusal leaves out', async () => {
    const { seen, user } = renderDialog({ [PREFLIGHT]: preflightOf(threePieces) });
    expect(screen.getByRole('progressbar', { name: 'Checking every piece' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download kit' })).toBeDisabled();

    const hanger = await screen.findByRole('listitem', { name: 'Door hanger' });
    expect(within(hanger).getByText('Print')).toBeInTheDocument();
    expect(within(hanger).getByText('Adds: Print-ready PDF')).toBeInTheDocument();
    expect(within(hanger).getByText('1 warning')).toBeInTheDocument();
    expect(within(hanger).getByText('The logo prints at 220 ppi: it may look soft in print')).toBeInTheDocument();

    const post = pieceItem('Opening post');
    expect(post.getByText('Screen')).toBeInTheDocument();
    expect(post.getByText('Adds: PNG, page 1')).toBeInTheDocument();
    expect(post.getByText('Ready')).toBeInTheDocument();

    const card = pieceItem('Postcard');
    expect(card.getByText('Left out: The photo "Hero" prints at 96 ppi: too coarse to print well')).toBeInTheDocument();
    expect(
      card.getByText('To include it: Use a photo of at least 1,800 × 1,200 pixels, or zoom out'),
    ).toBeInTheDocument();
    expect(card.getAllByText(/prints at 96 ppi/)).toHaveLength(1);
    expect(screen.getByRole('note')).toHaveTextContent('1 of 3 pieces will be left out');
    expect(screen.getByRole('note')).toHaveTextContent('Postcard has a problem marked Must fix');

    expect(screen.getByRole('button', { name: 'Download kit (2 pieces)' })).toBeEnabled();
    expect(calls(seen).slice(0, 2)).toEqual([
      `PUT /api/campaign-projects/${CAMPAIGN_ID}`,
      `POST /api/campaign-projects/${CAMPAIGN_ID}/preflight`,
    ]);
    expect(seen[1]?.headers.get('x-project-token')).toBe(KIT_TOKEN);
    expect(seen[1]?.body).toEqual({ svg: false });

    await user.click(screen.getByRole('checkbox', { name: 'Include SVGs of screen pieces' }));
    expect(await screen.findByText('Adds: PNG, page 1 · SVG, page 1')).toBeInTheDocument();
    expect(seen.filter((r) => r.url.pathname.endsWith('/preflight')).at(-1)?.body).toEqual({ svg: true });
  });

  it('makes the kit, shows its progress as it is read again, then downloads it and offers direct mail', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const reads = [
      kit({
        status: 'rendering',
        progress: 0.5,
        pieces: [hangerPiece(), postPiece({ status: 'rendering' }), cardPiece()],
      }),
      kit(),
    ];
    const { seen, user } = renderDialog({
      [PREFLIGHT]: preflightOf(threePieces),
      [KITS]: () =>
        jsonResponse(
          202,
          kit({
            status: 'rendering',
            progress: 0,
            download_url: '',
            size_bytes: 0,
            pieces: [hangerPiece({ status: 'rendering' }), postPiece({ status: 'rendering' }), cardPiece()],
          }),
        ),
      [KIT]: () => jsonResponse(200, reads.length > 1 ? reads.shift() : reads[0]),
    });
    await user.click(await screen.findByRole('button', { name: 'Download kit (2 pieces)' }));

    const bar = await screen.findByRole('progressbar', { name: 'Kit progress' });
    expect(screen.getByText('Making 2 pieces… 0%')).toBeInTheDocument();
    expect(pieceItem('Postcard').getByText(/^Left out: The photo "Hero"/)).toBeInTheDocument();
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'), { timeout: 5000 });
    expect(pieceItem('Door hanger').getByText('Ready')).toBeInTheDocument();
    expect(pieceItem('Opening post').getByText('Rendering…')).toBeInTheDocument();

    const again = await screen.findByRole('link', { name: 'Download again' }, { timeout: 5000 });
    expect(again).toHaveAttribute('href', kit().download_url);
    expect(screen.getByText(/grand-opening-kit\.zip · 2\.3 MB/)).toBeInTheDocument();
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect((click.mock.contexts[0] as HTMLAnchorElement).getAttribute('href')).toBe(kit().download_url);

    const order = pieceItem('Door hanger').getByRole('link', { name: 'Order direct mail of Door hanger' });
    const address = new URL(order.getAttribute('href') ?? '', 'http://app.test');
    expect(address.pathname).toBe('/requests');
    expect(Object.fromEntries(address.searchParams)).toEqual({
      new: '1',
      direct_mail: '1',
      product_id: HANGER_PRODUCT,
      transaction_id: HANGER_PDF,
    });
    expect(screen.getAllByRole('link', { name: /^Order direct mail/ })).toHaveLength(1);

    const starting = calls(seen).indexOf(KITS);
    expect(calls(seen)[starting - 1]).toBe(`PUT /api/campaign-projects/${CAMPAIGN_ID}`);
    const started = seen[starting];
    expect(started?.body).toEqual({ svg: false });
    expect(started?.headers.get('x-project-token')).toBe(KIT_TOKEN);
    // Read again until ready, then no more.
    const readsMade = seen.filter((r) => r.url.pathname === `/api/campaign-kits/${KIT_ID}`).length;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(seen.filter((r) => r.url.pathname === `/api/campaign-kits/${KIT_ID}`)).toHaveLength(readsMade);
  });

  it('disables the export and says why when every piece is left out', async () => {
    renderDialog({
      [PREFLIGHT]: preflightOf(() => [cardPreflight(), hangerPreflight([cardPreflight().preflight.findings[0]!])]),
    });
    const button = await screen.findByRole('button', { name: 'Download kit (0 pieces)' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'Every piece is left out: fix the problems marked Must fix to download the kit',
    );
    expect(screen.getByRole('note')).toHaveTextContent('No piece can be made');
    expect(pieceItem('Door hanger').getByText('Left out')).toBeInTheDocument();
    expect(pieceItem('Postcard').getByText('Left out')).toBeInTheDocument();
  });

  it('shows why a kit failed and makes another on Try again', async () => {
    const { seen, user } = renderDialog({
      [PREFLIGHT]: preflightOf(threePieces),
      [KITS]: () =>
        jsonResponse(
          202,
          kit({
            status: 'failed',
            error: "None of the kit's files could be made",
            download_url: '',
            pieces: [
              hangerPiece({ status: 'failed', message: 'The render stopped' }),
              postPiece({ status: 'failed' }),
              cardPiece(),
            ],
          }),
        ),
      [KIT]: () => jsonResponse(200, kit({ status: 'failed', error: "None of the kit's files could be made" })),
    });
    await user.click(await screen.findByRole('button', { name: 'Download kit (2 pieces)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("None of the kit's files could be made");
    expect(pieceItem('Door hanger').getByText('The render stopped')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(seen.filter((r) => r.method === 'POST' && r.url.pathname.endsWith('/kits'))).toHaveLength(2),
    );
  });

  it("says when the pieces couldn't be checked, and checks again", async () => {
    let failing = true;
    const { user } = renderDialog({
      [PREFLIGHT]: (request) =>
        failing
          ? jsonResponse(500, { message: 'The renderer is away', code: 'internal' })
          : preflightOf(threePieces)(request),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent("Couldn't check the pieces: The renderer is away");
    expect(screen.getByRole('button', { name: 'Download kit' })).toBeDisabled();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Download kit (2 pieces)' })).toBeEnabled();
  });

  it('asks the editor for a fresh campaign token when the one it has is refused', async () => {
    const { seen, renew } = renderDialog({
      [PREFLIGHT]: (request) =>
        request.headers.get('x-project-token') === 'fresh-token'
          ? preflightOf(threePieces)(request)
          : jsonResponse(403, { message: "The editor's access to this project has expired", code: 'forbidden' }),
    });
    expect(await screen.findByRole('button', { name: 'Download kit (2 pieces)' })).toBeEnabled();
    expect(renew).toHaveBeenCalledTimes(1);
    expect(
      seen.filter((r) => r.url.pathname.endsWith('/preflight')).map((r) => r.headers.get('x-project-token')),
    ).toEqual([KIT_TOKEN, 'fresh-token']);
  });
});
