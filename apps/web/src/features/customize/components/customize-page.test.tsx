import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DialogProvider } from '../../../components/layout/dialog-area';
import { SnackbarArea } from '../../../components/layout/snackbar-area';
import { jsonResponse, type SeenRequest, storeTestLogin, stubFetch } from '../../../test/fetch-stub';
import { renderRoutes } from '../../../test/render';
import {
  answer,
  editorRoutes,
  PRODUCT_ID,
  PROJECT_ID,
  postDocument,
  project,
  TOKEN,
  TRANSACTION_ID,
  transaction,
} from '../test-data';
import { CustomizePage } from './customize-page';

const renderEditor = (productId = PRODUCT_ID) =>
  renderRoutes(
    [
      {
        path: '/products/:id/customize',
        element: (
          <DialogProvider>
            <CustomizePage />
            <SnackbarArea />
          </DialogProvider>
        ),
      },
    ],
    `/products/${productId}/customize`,
  );

const preview = async () => screen.findByTestId('preview-page-1');
const background = (page: HTMLElement) => page.querySelector('rect') as SVGRectElement;
const saves = (seen: SeenRequest[]) => seen.filter((r) => r.method === 'PUT');

describe('template editor', () => {
  // A draft left by an earlier test (a text too long to save) would win over the project's values.
  beforeEach(() => sessionStorage.clear());

  it("opens the member's project and shows it in their colours and texts", async () => {
    storeTestLogin();
    const { seen } = stubFetch(answer(editorRoutes()));
    renderEditor();

    expect(await screen.findByRole('heading', { level: 1, name: 'Customize Spring post' })).toBeInTheDocument();
    const page = await preview();
    expect(background(page).getAttribute('style')).toBe('fill:#1a73e8');
    expect(page).toHaveTextContent('Acme Dental');
    expect(page).toHaveTextContent('Call 555-0100');
    expect(screen.getByRole('textbox', { name: 'Company name' })).toHaveValue('Acme Dental');
    const open = seen.find((r) => r.method === 'POST');
    expect(open?.body).toEqual({ product_id: PRODUCT_ID });
  });

  it('recolours the preview when a colour changes, and saves it with the project token', async () => {
    storeTestLogin();
    const { seen } = stubFetch(answer(editorRoutes()));
    const { user } = renderEditor();
    const accent = within(await screen.findByRole('group', { name: 'Accent 1' }));
    const hex = accent.getByRole('textbox', { name: 'Accent 1' });
    await user.clear(hex);
    await user.type(hex, '#c0ffee');

    await waitFor(async () => expect(background(await preview()).getAttribute('style')).toBe('fill:#c0ffee'));
    await waitFor(() => expect(saves(seen)).toHaveLength(1), { timeout: 10_000 });
    const [save] = saves(seen);
    expect(save?.url.pathname).toBe(`/api/projects/${PROJECT_ID}`);
    expect(save?.headers.get('x-project-token')).toBe(TOKEN);
    expect(save?.body).toMatchObject({ classes: { accent1: { color: '#c0ffee' } } });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });

  it('takes a colour from the browser picker', async () => {
    storeTestLogin();
    stubFetch(answer(editorRoutes()));
    renderEditor();
    const picker = await screen.findByLabelText('Accent 1: pick a colour');
    fireEvent.change(picker, { target: { value: '#123456' } });
    expect(background(await preview()).getAttribute('style')).toBe('fill:#123456');
    expect(screen.getByRole('textbox', { name: 'Accent 1' })).toHaveValue('#123456');
  });

  it('changes the text in the preview when a placeholder is edited', async () => {
    storeTestLogin();
    stubFetch(answer(editorRoutes()));
    const { user } = renderEditor();
    const phone = await screen.findByRole('textbox', { name: 'Phone' });
    await user.clear(phone);
    await user.type(phone, '555-<b>');
    await waitFor(async () => expect(await preview()).toHaveTextContent('Call 555-<b>'));
    // Shown as text, never as markup.
    expect((await preview()).querySelector('b')).toBeNull();
  });

  it('warns when a text colour is hard to read on a colour', async () => {
    storeTestLogin();
    stubFetch(answer(editorRoutes()));
    const { user } = renderEditor();
    const accent = within(await screen.findByRole('group', { name: 'Accent 1' }));
    expect(accent.getByText('Light 1 text: 4.50:1')).toBeInTheDocument();
    expect(accent.queryByText(/Hard to read on this colour.*Light 1/)).not.toBeInTheDocument();

    const hex = accent.getByRole('textbox', { name: 'Accent 1' });
    await user.clear(hex);
    await user.type(hex, '#f5f5f5');
    expect(await accent.findByText('Light 1 text: 1.09:1, below 4.5:1')).toBeInTheDocument();
    expect(accent.getByText('Hard to read on this colour (below 4.5:1): Light 1 text')).toBeInTheDocument();
    expect(accent.getByText(/^Dark 1 text: [\d.]+:1$/)).toBeInTheDocument();
  });

  it('applies a saved theme to the preview and the fields', async () => {
    storeTestLogin();
    stubFetch(answer(editorRoutes()));
    const { user } = renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Apply Summer' }));
    expect(background(await preview()).getAttribute('style')).toBe('fill:#e4572e');
    expect(screen.getByRole('textbox', { name: 'Company name' })).toHaveValue('Acme Summer');
    expect(within(screen.getByRole('listitem', { name: 'Summer' })).getByText('In use')).toBeInTheDocument();
  });

  it('saves the current colours and texts as a named theme', async () => {
    storeTestLogin();
    const created: SeenRequest[] = [];
    stubFetch(
      answer({
        ...editorRoutes(),
        'POST /api/templateCustomizations': (request) => {
          created.push(request);
          return jsonResponse(201, { id: TRANSACTION_ID, source: 'saved', ...(request.body as object) });
        },
      }),
    );
    const { user } = renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Save as theme' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save as theme' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Theme name' }), 'Autumn');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]?.body).toMatchObject({ name: 'Autumn', text: { isp: 'Acme Dental', phone: '555-0100' } });
  });

  it('says when a text runs past its box, by the renders’ own fit', async () => {
    storeTestLogin();
    stubFetch(answer(editorRoutes()));
    const { user } = renderEditor();
    const name = await screen.findByRole('textbox', { name: 'Company name' });
    expect(screen.queryByText(/too long for its box/)).not.toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Acme Dental and Orthodontics');
    expect(
      await screen.findByText(/^Company name is \d+ characters too long for its box: shorten it$/),
    ).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
  });

  it("keeps the member's changes when a save fails, and saves them on retry", async () => {
    storeTestLogin();
    let failing = true;
    const { seen } = stubFetch(
      answer({
        ...editorRoutes(),
        [`PUT /api/projects/${PROJECT_ID}`]: (request) =>
          failing
            ? jsonResponse(500, { message: 'The database is away', code: 'internal' })
            : jsonResponse(200, { ...project(), values: request.body }),
      }),
    );
    const { user } = renderEditor();
    const phone = await screen.findByRole('textbox', { name: 'Phone' });
    await user.clear(phone);
    await user.type(phone, '555-0123');
    expect(await screen.findByText("Couldn't save your changes", {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(phone).toHaveValue('555-0123');

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    const last = saves(seen).at(-1);
    expect(last?.body).toMatchObject({ text: { phone: '555-0123' } });
  });

  it('exports a PNG, shows the render progress, then the download', async () => {
    storeTestLogin();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    let reads = 0;
    const { seen } = stubFetch(
      answer({
        ...editorRoutes(),
        [`POST /api/projects/${PROJECT_ID}/exports`]: () =>
          jsonResponse(202, transaction({ status: 'rendering', progress: 0.25, download_url: '', size_bytes: 0 })),
        [`GET /api/transaction/${TRANSACTION_ID}`]: () =>
          ++reads < 2
            ? jsonResponse(200, transaction({ status: 'rendering', progress: 0.5, download_url: '', size_bytes: 0 }))
            : jsonResponse(200, transaction()),
      }),
    );
    const { user } = renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Download' }));
    const dialog = await screen.findByRole('dialog', { name: 'Download Spring post' });
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));

    expect(await within(dialog).findByText(/Rendering… (25|50)%/)).toBeInTheDocument();
    const link = await within(dialog).findByRole('link', { name: 'Download spring-post.png' });
    expect(link).toHaveAttribute(
      'href',
      `/files/exports/${TRANSACTION_ID}.png?expires=9&signature=s&download=1&filename=spring-post.png`,
    );
    const started = seen.find((r) => r.url.pathname.endsWith('/exports'));
    // The template's default size (2× for a screen template) is the server's: no size is sent.
    expect(started?.body).toEqual({ format: 'png', page: 1, print_ready: false });
    expect(started?.headers.get('x-project-token')).toBe(TOKEN);
    // The file is clicked for the member once the link is shown, a tick later on a loaded machine.
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
  });

  it('asks for a print-ready PDF of a print template', async () => {
    storeTestLogin();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const letter = { ...postDocument, width: 8.5, height: 11, unit: 'in' as const, bleed: 0.125 };
    const { seen } = stubFetch(
      answer({
        ...editorRoutes(project({ document: letter })),
        [`POST /api/projects/${PROJECT_ID}/exports`]: () =>
          jsonResponse(202, transaction({ format: 'pdf', print_ready: true, file_name: 'spring-post.pdf' })),
      }),
    );
    const { user } = renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Download' }));
    const dialog = await screen.findByRole('dialog', { name: 'Download Spring post' });
    await user.click(within(dialog).getByRole('radio', { name: /PDF/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Print-ready' }));
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    expect(await within(dialog).findByRole('link', { name: 'Download spring-post.pdf' })).toBeInTheDocument();
    expect(seen.find((r) => r.url.pathname.endsWith('/exports'))?.body).toEqual({
      format: 'pdf',
      page: 1,
      print_ready: true,
    });
  });

  it('shows a product the member may not see as not found', async () => {
    storeTestLogin();
    stubFetch(answer({}));
    renderEditor();
    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/products');
  });

  it('shows a locked template as locked', async () => {
    storeTestLogin();
    stubFetch(
      answer({
        'POST /api/transaction/product-customization': () =>
          jsonResponse(403, {
            message: 'This product is locked: request more information to customize it',
            code: 'forbidden',
          }),
      }),
    );
    renderEditor();
    expect(await screen.findByRole('heading', { level: 1, name: 'This template is locked' })).toBeInTheDocument();
    expect(screen.getByText(/Your access lets you see this template but not customize it/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the product' })).toHaveAttribute('href', `/products/${PRODUCT_ID}`);
  });
});
