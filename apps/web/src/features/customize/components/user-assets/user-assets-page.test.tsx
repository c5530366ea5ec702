import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DialogProvider } from '../../../../components/layout/dialog-area';
import { SnackbarArea } from '../../../../components/layout/snackbar-area';
import { jsonResponse, type SeenRequest, storeTestLogin, stubFetch } from '../../../../test/fetch-stub';
import { renderAt } from '../../../../test/render';
import {
  answer,
  editorRoutes,
  finding,
  PRODUCT_ID,
  PROJECT_ID,
  projectSummary,
  TRANSACTION_ID,
  transaction,
} from '../../test-data';
import { UserAssetsPage } from './user-assets-page';

const renderPage = () =>
  renderAt(
    <DialogProvider>
      <UserAssetsPage />
      <SnackbarArea />
    </DialogProvider>,
    '/user-assets',
  );

const pdf = transaction({
  id: '3b241101-e2bb-4255-8caf-000000000016',
  format: 'pdf',
  print_ready: true,
  page: null,
  file_name: 'spring-post.pdf',
});

describe('my assets', () => {
  it('shows the loading state, then each project and download', async () => {
    storeTestLogin();
    stubFetch(
      answer({
        'GET /api/projects': () => jsonResponse(200, [projectSummary()]),
        'GET /api/transaction/user': () => jsonResponse(200, [pdf, transaction()]),
      }),
    );
    renderPage();
    expect(screen.getByRole('status', { name: 'Loading your projects' })).toBeInTheDocument();

    const card = within(await screen.findByRole('article', { name: 'Spring post' }));
    expect(card.getByText('2 downloads')).toBeInTheDocument();
    expect(card.getByText(/^Changed /)).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Open Spring post in the editor' })).toHaveAttribute(
      'href',
      `/products/${PRODUCT_ID}/customize`,
    );
    const downloads = within(await screen.findByRole('list', { name: 'Downloads' }));
    expect(downloads.getByRole('listitem', { name: 'Spring post, PDF, print-ready' })).toBeInTheDocument();
    expect(downloads.getByRole('listitem', { name: 'Spring post, PNG' })).toHaveTextContent('47 KB');
  });

  it('links each finished download to a direct-mail order of that file, and a rendering one to nothing', async () => {
    storeTestLogin();
    const rendering = transaction({ id: '3b241101-e2bb-4255-8caf-000000000017', status: 'rendering', format: 'svg' });
    stubFetch(
      answer({
        'GET /api/projects': () => jsonResponse(200, [projectSummary()]),
        'GET /api/transaction/user': () => jsonResponse(200, [pdf, rendering]),
      }),
    );
    renderPage();
    const downloads = within(await screen.findByRole('list', { name: 'Downloads' }));
    const order = downloads.getByRole('link', { name: 'Order direct mail of Spring post (PDF, print-ready)' });
    const address = new URL(order.getAttribute('href') ?? '', 'http://app.test');
    expect(address.pathname).toBe('/requests');
    expect(Object.fromEntries(address.searchParams)).toEqual({
      new: '1',
      direct_mail: '1',
      product_id: PRODUCT_ID,
      transaction_id: pdf.id,
    });
    expect(downloads.getAllByRole('link', { name: /^Order direct mail/ })).toHaveLength(1);
  });

  it('says what to do when nothing is customized yet', async () => {
    storeTestLogin();
    stubFetch(
      answer({
        'GET /api/projects': () => jsonResponse(200, []),
        'GET /api/transaction/user': () => jsonResponse(200, []),
      }),
    );
    renderPage();
    expect(await screen.findByText('Customize a template to see it here.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse templates' })).toHaveAttribute('href', '/products');
    expect(await screen.findByText('No downloads yet')).toBeInTheDocument();
  });

  it("shows the server's message when the projects cannot be read, and tries again", async () => {
    storeTestLogin();
    let failing = true;
    stubFetch(
      answer({
        'GET /api/projects': () =>
          failing
            ? jsonResponse(500, { message: 'The database is away', code: 'internal' })
            : jsonResponse(200, [projectSummary()]),
        'GET /api/transaction/user': () => jsonResponse(200, []),
      }),
    );
    const { user } = renderPage();
    expect(await screen.findByText('The database is away', {}, { timeout: 30_000 })).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Spring post' })).toBeInTheDocument();
  });

  it('deletes a project once the member confirms', async () => {
    storeTestLogin();
    let projects = [projectSummary()];
    const { seen } = stubFetch(
      answer({
        'GET /api/projects': () => jsonResponse(200, projects),
        'GET /api/transaction/user': () => jsonResponse(200, []),
        [`DELETE /api/projects/${PROJECT_ID}`]: () => {
          projects = [];
          return jsonResponse(200, { id: PROJECT_ID });
        },
      }),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Spring post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this project?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Customize a template to see it here.')).toBeInTheDocument();
    expect(seen.filter((r: SeenRequest) => r.method === 'DELETE')).toHaveLength(1);
  });

  it('downloads a past export again from a fresh address', async () => {
    storeTestLogin();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const fresh = transaction({ download_url: `/files/exports/${TRANSACTION_ID}.png?expires=99&signature=new` });
    stubFetch(
      answer({
        'GET /api/projects': () => jsonResponse(200, [projectSummary()]),
        'GET /api/transaction/user': () => jsonResponse(200, [transaction()]),
        [`GET /api/transaction/${TRANSACTION_ID}`]: () => jsonResponse(200, fresh),
      }),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Download Spring post (PNG) again' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe(`/files/exports/${TRANSACTION_ID}.png?expires=99&signature=new&download=1`);
  });

  it('exports a project again in another format from its card', async () => {
    storeTestLogin();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { seen } = stubFetch(
      answer({
        ...editorRoutes(),
        'GET /api/projects': () => jsonResponse(200, [projectSummary()]),
        'GET /api/transaction/user': () => jsonResponse(200, []),
        [`POST /api/projects/${PROJECT_ID}/exports`]: () =>
          jsonResponse(202, transaction({ format: 'svg', file_name: 'spring-post.svg' })),
      }),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Download Spring post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Download Spring post' });
    await user.click(await within(dialog).findByRole('radio', { name: /SVG/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    expect(await within(dialog).findByRole('link', { name: 'Download spring-post.svg' })).toBeInTheDocument();
    const opened = seen.find((r) => r.url.pathname === '/api/transaction/product-customization');
    expect(opened?.body).toEqual({ product_id: PRODUCT_ID });
    expect(seen.find((r) => r.url.pathname.endsWith('/exports'))?.body).toEqual({
      format: 'svg',
      page: 1,
      print_ready: false,
    });
  });

  it('shows each download’s print check: clean, or its warnings on demand', async () => {
    storeTestLogin();
    const warned = transaction({
      id: '3b241101-e2bb-4255-8caf-000000000018',
      format: 'svg',
      file_name: 'spring-post.svg',
      preflight: [
        finding({ severity: 'warning', message: 'The logo prints at 220 ppi: it may look soft in print' }),
        finding({ code: 'low_contrast', severity: 'warning', message: 'The text "Phone" has a contrast of 3.9:1' }),
      ],
    });
    stubFetch(
      answer({
        'GET /api/projects': () => jsonResponse(200, [projectSummary()]),
        'GET /api/transaction/user': () => jsonResponse(200, [pdf, warned]),
      }),
    );
    const { user } = renderPage();
    const downloads = within(await screen.findByRole('list', { name: 'Downloads' }));
    const clean = within(downloads.getByRole('listitem', { name: 'Spring post, PDF, print-ready' }));
    expect(clean.getByText('Print check: clean')).toBeInTheDocument();
    expect(clean.queryByRole('button', { name: /warning/ })).toBeNull();

    const row = within(downloads.getByRole('listitem', { name: 'Spring post, SVG' }));
    expect(row.queryByText('Print check: clean')).toBeNull();
    const toggle = row.getByRole('button', { name: 'Print check: 2 warnings' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(row.getByText(/prints at 220 ppi/)).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const warnings = within(row.getByRole('list', { name: 'Print check warnings of spring-post.svg' }));
    expect(warnings.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'The logo prints at 220 ppi: it may look soft in print',
      'The text "Phone" has a contrast of 3.9:1',
    ]);
    await waitFor(() => expect(row.getByText(/prints at 220 ppi/)).toBeVisible());
  });

  it('opens the editor at the field a finding names, from the export dialog of a card', async () => {
    storeTestLogin();
    stubFetch(
      answer({
        ...editorRoutes(),
        'GET /api/projects': () => jsonResponse(200, [projectSummary()]),
        'GET /api/transaction/user': () => jsonResponse(200, []),
        [`POST /api/projects/${PROJECT_ID}/preflight`]: () =>
          jsonResponse(200, { ok: false, findings: [finding({ field: 'text.isp' })] }),
      }),
    );
    const { user, router } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Download Spring post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Download Spring post' });
    await user.click(await within(dialog).findByRole('button', { name: 'Go to field' }));
    expect(router.state.location.pathname).toBe(`/products/${PRODUCT_ID}/customize`);
    expect(router.state.location.search).toBe('?field=text.isp');
  });
});
