import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DialogProvider } from '../../../components/layout/dialog-area';
import { SnackbarArea } from '../../../components/layout/snackbar-area';
import { jsonResponse, type SeenRequest, stubFetch } from '../../../test/fetch-stub';
import { renderRoutes } from '../../../test/render';
import { CategoriesPage } from './categories-page';

const ACME = '11111111-1111-4111-8111-111111111111';
const GLOBEX = '22222222-2222-4222-8222-222222222222';
const SUMMER = '33333333-3333-4333-8333-333333333333';
const providers = [
  { id: ACME, name: 'Acme', permission: 0, order_categories: '' },
  { id: GLOBEX, name: 'Globex', permission: 0, order_categories: '' },
];
const summer = {
  id: SUMMER,
  name: 'Summer deals',
  slug: 'summer-deals',
  description: '',
  description_bold: '',
  content_providers: [{ id: ACME, permission: 1 }],
};

/** Plays the server: GETs answer `categories`; writes answer with `write`. */
function server(
  categories: unknown[],
  write: (request: SeenRequest) => Response = () => jsonResponse(201, { id: SUMMER }),
) {
  return stubFetch((request) => {
    if (request.method !== 'GET') return write(request);
    if (request.url.pathname === '/api/content-providers') return jsonResponse(200, providers);
    return jsonResponse(200, categories);
  });
}

const renderPage = () =>
  renderRoutes(
    [
      {
        path: '/admin/categories',
        element: (
          <DialogProvider>
            <CategoriesPage />
            <SnackbarArea />
          </DialogProvider>
        ),
      },
    ],
    '/admin/categories',
  );

const writes = (seen: SeenRequest[]) => seen.filter((r) => r.method !== 'GET');

describe('categories screen', () => {
  it('creates a category with a provider permission, showing the slug its name gives', async () => {
    const { seen } = server([]);
    const { user } = renderPage();
    expect(await screen.findByText('No categories yet')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New category' }));
    const dialog = await screen.findByRole('dialog', { name: 'New category' });
    await user.click(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.paste('Summer & Sun');
    expect(within(dialog).getByRole('textbox', { name: 'Slug' })).toHaveValue('summer-and-sun');
    await user.click(within(dialog).getByRole('textbox', { name: 'Description' }));
    await user.paste('Warm days');
    const acme = await within(dialog).findByRole('radiogroup', { name: 'Acme permission' });
    await user.click(within(acme).getByRole('radio', { name: 'Yes' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(writes(seen)).toHaveLength(1));
    const [post] = writes(seen);
    expect(post?.method).toBe('POST');
    expect(post?.url.pathname).toBe('/api/categories');
    expect(post?.body).toEqual({
      name: 'Summer & Sun',
      description: 'Warm days',
      description_bold: '',
      content_providers: [{ id: ACME, permission: 2 }],
    });
    expect(await screen.findByText('Category “Summer & Sun” created')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the server refusing a reserved slug on the name field', async () => {
    const message = '"/admin" is a reserved address; choose another name';
    server([], () =>
      jsonResponse(400, {
        message: `Invalid Body parameter name`,
        code: 'validation_failed',
        issues: [{ path: 'name', message }],
      }),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'New category' }));
    const dialog = await screen.findByRole('dialog', { name: 'New category' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.type(name, 'Admin');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription(message);
    expect(name).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'New category' })).toBeInTheDocument();
  });

  it('edits a category, replacing its provider links', async () => {
    const { seen } = server([summer], () => jsonResponse(200, { id: SUMMER }));
    const { user } = renderPage();
    const row = (await screen.findByText('Summer deals')).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('summer-deals')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Edit category Summer deals' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit “Summer deals”' });
    expect(within(dialog).getByRole('textbox', { name: 'Slug' })).toHaveValue('summer-deals');
    const globex = await within(dialog).findByRole('radiogroup', { name: 'Globex permission' });
    await user.click(within(globex).getByRole('radio', { name: 'Gated' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(writes(seen)).toHaveLength(1));
    const [put] = writes(seen);
    expect(put?.url.pathname).toBe(`/api/categories/${SUMMER}`);
    expect(put?.body).toEqual({
      id: SUMMER,
      name: 'Summer deals',
      description: '',
      description_bold: '',
      update_content_providers: [
        { id: ACME, permission: 1 },
        { id: GLOBEX, permission: 1 },
      ],
    });
  });

  it('asks before deleting, and deletes only on yes', async () => {
    const { seen } = server([summer], () => jsonResponse(200, 'Category deleted'));
    const { user } = renderPage();
    const row = (await screen.findByText('Summer deals')).closest('[role="row"]') as HTMLElement;

    await user.click(within(row).getByRole('button', { name: 'Delete category Summer deals' }));
    const question = await screen.findByRole('dialog', { name: 'Delete “Summer deals”?' });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes(seen)).toHaveLength(0);

    await user.click(within(row).getByRole('button', { name: 'Delete category Summer deals' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(writes(seen)).toHaveLength(1));
    expect(writes(seen)[0]).toMatchObject({ method: 'DELETE' });
    expect(writes(seen)[0]?.url.pathname).toBe(`/api/categories/${SUMMER}`);
    expect(await screen.findByText('Category “Summer deals” deleted')).toBeInTheDocument();
  });
});
