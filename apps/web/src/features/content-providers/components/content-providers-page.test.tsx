import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DialogProvider } from '../../../components/layout/dialog-area';
import { SnackbarArea } from '../../../components/layout/snackbar-area';
import { jsonResponse, type SeenRequest, stubFetch } from '../../../test/fetch-stub';
import { renderRoutes } from '../../../test/render';
import { ContentProvidersPage } from './content-providers-page';

const ACME = '11111111-1111-4111-8111-111111111111';
const GLOBEX = '22222222-2222-4222-8222-222222222222';
const INITECH = '33333333-3333-4333-8333-333333333333';
const ORDER = '44444444-4444-4444-8444-444444444444';
const SPRING = '55555555-5555-4555-8555-555555555555';
const AUTUMN = '66666666-6666-4666-8666-666666666666';
const provider = (id: string, name: string) => ({ id, name, permission: 0, order_categories: '' });
const category = (id: string, name: string) => ({ id, name, slug: name.toLowerCase(), content_providers: [] });

/** Plays the server: three providers, their order record, and Acme's two categories. */
function server(write: (request: SeenRequest) => Response = () => jsonResponse(200, { id: ORDER })) {
  return stubFetch((request) => {
    if (request.method !== 'GET') return write(request);
    const path = request.url.pathname;
    if (path === '/api/content-providers-order') return jsonResponse(200, { id: ORDER, content_provider_ids: '' });
    if (path === `/api/content-providers/${ACME}/categories`)
      return jsonResponse(200, [category(SPRING, 'Spring'), category(AUTUMN, 'Autumn')]);
    return jsonResponse(200, [provider(ACME, 'Acme'), provider(GLOBEX, 'Globex'), provider(INITECH, 'Initech')]);
  });
}

const renderPage = () =>
  renderRoutes(
    [
      {
        path: '/admin/content-providers',
        element: (
          <DialogProvider>
            <ContentProvidersPage />
            <SnackbarArea />
          </DialogProvider>
        ),
      },
    ],
    '/admin/content-providers',
  );

const writes = (seen: SeenRequest[]) => seen.filter((r) => r.method !== 'GET');
const rowButton = (name: string, row: string) => screen.getByRole('button', { name, description: row });
const names = () =>
  within(screen.getByRole('list', { name: 'Content providers' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('content providers screen', () => {
  it('reorders providers and saves the order as comma-joined ids under the order record', async () => {
    const { seen } = server();
    const { user } = renderPage();
    await screen.findByText('Initech');
    expect(screen.getByRole('button', { name: 'Save order' })).toBeDisabled();

    await user.click(rowButton('Move down', 'Acme'));
    expect(names()).toEqual(['Globex', 'Acme', 'Initech']);
    expect(rowButton('Move down', 'Acme')).toHaveFocus();
    expect(screen.getByText('Acme moved to position 2 of 3.')).toBeInTheDocument();
    await user.click(rowButton('Move up', 'Initech'));
    expect(names()).toEqual(['Globex', 'Initech', 'Acme']);

    await user.click(screen.getByRole('button', { name: 'Save order' }));
    await waitFor(() => expect(writes(seen)).toHaveLength(1));
    const [put] = writes(seen);
    expect(put?.method).toBe('PUT');
    expect(put?.url.pathname).toBe('/api/content-providers-order');
    expect(put?.body).toEqual({ id: ORDER, content_provider_ids: `${GLOBEX},${INITECH},${ACME}` });
    expect(await screen.findByText('Provider order saved')).toBeInTheDocument();
  });

  it('creates a provider', async () => {
    const { seen } = server(() => jsonResponse(201, { id: ORDER }));
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'New content provider' }));
    const dialog = await screen.findByRole('dialog', { name: 'New content provider' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Hooli');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes(seen)).toHaveLength(1));
    expect(writes(seen)[0]).toMatchObject({ method: 'POST', body: { name: 'Hooli' } });
    expect(await screen.findByText('Content provider “Hooli” created')).toBeInTheDocument();
  });

  it('asks before deleting a provider', async () => {
    const { seen } = server(() => jsonResponse(200, { id: GLOBEX }));
    const { user } = renderPage();
    await screen.findByText('Globex');
    await user.click(rowButton('Delete', 'Globex'));
    const question = await screen.findByRole('dialog', { name: 'Delete “Globex”?' });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes(seen)).toHaveLength(0);

    await user.click(rowButton('Delete', 'Globex'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(writes(seen)).toHaveLength(1));
    expect(writes(seen)[0]).toMatchObject({ method: 'DELETE' });
    expect(writes(seen)[0]?.url.pathname).toBe(`/api/content-providers/${GLOBEX}`);
  });

  it("orders a provider's categories and saves them with its name", async () => {
    const { seen } = server(() => jsonResponse(200, { id: ACME }));
    const { user } = renderPage();
    await screen.findByText('Acme');
    await user.click(rowButton('Order categories', 'Acme'));
    const dialog = await screen.findByRole('dialog', { name: 'Order the categories of “Acme”' });
    await within(dialog).findByText('Autumn');
    await user.click(within(dialog).getByRole('button', { name: 'Move up', description: 'Autumn' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(writes(seen)).toHaveLength(1));
    const [put] = writes(seen);
    expect(put?.url.pathname).toBe(`/api/content-providers/${ACME}`);
    expect(put?.body).toEqual({ name: 'Acme', order_categories: `${AUTUMN},${SPRING}` });
  });
});
