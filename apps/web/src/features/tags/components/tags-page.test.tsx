import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DialogProvider } from '../../../components/layout/dialog-area';
import { SnackbarArea } from '../../../components/layout/snackbar-area';
import { jsonResponse, type SeenRequest, stubFetch } from '../../../test/fetch-stub';
import { renderRoutes } from '../../../test/render';
import { TagsPage } from './tags-page';

const ACME = '11111111-1111-4111-8111-111111111111';
const GLOBEX = '22222222-2222-4222-8222-222222222222';
const PRINT = '33333333-3333-4333-8333-333333333333';
const providers = [
  { id: ACME, name: 'Acme', permission: 0, order_categories: '' },
  { id: GLOBEX, name: 'Globex', permission: 0, order_categories: '' },
];
const print = { id: PRINT, name: 'Print', slug: 'print', content_providers: [{ id: ACME, permission: 2 }] };

function server(tags: unknown[], write: (request: SeenRequest) => Response) {
  return stubFetch((request) => {
    if (request.method !== 'GET') return write(request);
    if (request.url.pathname === '/api/content-providers') return jsonResponse(200, providers);
    return jsonResponse(200, tags);
  });
}

const renderPage = (path = '/admin/tags') =>
  renderRoutes(
    [
      {
        path: '/admin/tags',
        element: (
          <DialogProvider>
            <TagsPage />
            <SnackbarArea />
          </DialogProvider>
        ),
      },
    ],
    path,
  );

const writes = (seen: SeenRequest[]) => seen.filter((r) => r.method !== 'GET');
const rowOf = async (text: string) => (await screen.findByText(text)).closest('[role="row"]') as HTMLElement;

describe('tags screen', () => {
  it('creates a tag with a provider permission', async () => {
    const { seen } = server([], () => jsonResponse(201, { id: PRINT }));
    const { user } = renderPage();
    expect(await screen.findByText('No tags yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New tag' }));
    const dialog = await screen.findByRole('dialog', { name: 'New tag' });
    await user.click(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.paste('Print');
    const globex = await within(dialog).findByRole('radiogroup', { name: 'Globex permission' });
    await user.click(within(globex).getByRole('radio', { name: 'Gated' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(writes(seen)).toHaveLength(1));
    expect(writes(seen)[0]?.body).toEqual({
      name: 'Print',
      description: '',
      description_bold: '',
      content_providers: [{ id: GLOBEX, permission: 1 }],
    });
    expect(await screen.findByText('Tag “Print” created')).toBeInTheDocument();
  });

  it('renames a tag, keeping its links, and shows a taken name on the name field', async () => {
    const message = 'A tag with the address "flyers" already exists';
    const { seen } = server([print], () =>
      jsonResponse(409, { message, code: 'conflict', issues: [{ path: 'name', message }] }),
    );
    const { user } = renderPage();
    await user.click(within(await rowOf('Print')).getByRole('button', { name: 'Edit tag Print' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit “Print”' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.paste('Flyers');
    expect(within(dialog).getByRole('textbox', { name: 'Slug' })).toHaveValue('flyers');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(name).toHaveAccessibleDescription(message));
    const [put] = writes(seen);
    expect(put?.url.pathname).toBe(`/api/tags/${PRINT}`);
    expect(put?.body).toMatchObject({ name: 'Flyers', content_providers: [{ id: ACME, permission: 2 }] });
  });

  it('asks before deleting a tag', async () => {
    const { seen } = server([print], () => jsonResponse(200, { id: PRINT }));
    const { user } = renderPage();
    await user.click(within(await rowOf('Print')).getByRole('button', { name: 'Delete tag Print' }));
    const question = await screen.findByRole('dialog', { name: 'Delete “Print”?' });
    expect(writes(seen)).toHaveLength(0);
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(writes(seen)).toHaveLength(1));
    expect(writes(seen)[0]).toMatchObject({ method: 'DELETE' });
    expect(await screen.findByText('Tag “Print” deleted')).toBeInTheDocument();
  });

  it('keeps the search in the address and says when nothing matches', async () => {
    server([print], () => jsonResponse(200, {}));
    renderPage('/admin/tags?search=zzz');
    expect(await screen.findByText('Nothing matches “zzz”')).toBeInTheDocument();
  });
});
