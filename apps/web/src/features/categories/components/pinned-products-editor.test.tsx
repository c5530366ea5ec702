import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DialogProvider } from '../../../components/layout/dialog-area';
import { SnackbarArea } from '../../../components/layout/snackbar-area';
import { jsonResponse, type SeenRequest, storeTestLogin, stubFetch } from '../../../test/fetch-stub';
import { renderRoutes } from '../../../test/render';
import { PinnedProductsSection } from './pinned-products-section';

const SUMMER = '11111111-1111-4111-8111-111111111111';
const KIT = '55555555-5555-4555-8555-555555555555';
const FLYER = '66666666-6666-4666-8666-666666666666';
const POSTER = '77777777-7777-4777-8777-777777777777';
const titles: Record<string, string> = { [KIT]: 'Spring kit', [FLYER]: 'Flyer', [POSTER]: 'Poster' };
const summer = {
  id: SUMMER,
  name: 'Summer deals',
  slug: 'summer-deals',
  description: '',
  description_bold: '',
  content_providers: [],
  is_deleted: false,
  deleted_at: null,
};

function playServer(pinned: string) {
  storeTestLogin();
  return stubFetch((request) => {
    const { pathname } = request.url;
    if (request.method !== 'GET') return jsonResponse(200, { id: SUMMER });
    if (pathname === `/api/pinned-products/${SUMMER}`) return jsonResponse(200, { product_ids: pinned });
    if (pathname === '/api/admin/products') {
      const dataset = [KIT, FLYER, POSTER].map((id) => ({ id, title: titles[id], categories: [SUMMER] }));
      return jsonResponse(200, { count: dataset.length, dataset });
    }
    const id = pathname.split('/').at(-1) ?? '';
    return jsonResponse(200, { id, title: titles[id] });
  });
}

const writes = (seen: SeenRequest[]) => seen.filter((r) => r.method !== 'GET');

async function openEditor() {
  const view = renderRoutes(
    [
      {
        path: '*',
        element: (
          <DialogProvider>
            <PinnedProductsSection categories={[summer]} />
            <SnackbarArea />
          </DialogProvider>
        ),
      },
    ],
    '/admin/categories',
  );
  await view.user.click(screen.getByRole('combobox', { name: 'Category' }));
  await view.user.click(await screen.findByRole('option', { name: 'Summer deals' }));
  await view.user.click(screen.getByRole('button', { name: 'Edit pinned products' }));
  const dialog = await screen.findByRole('dialog', { name: 'Pinned products of “Summer deals”' });
  return { ...view, dialog };
}

const listed = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('list', { name: /^Pinned products of Summer deals/ }))
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace(/^\d+/, ''));

describe('pinned products editor', () => {
  it('reorders, adds from the category and removes, then saves the ids comma-joined in order', async () => {
    const { seen } = playServer(`${KIT},${FLYER}`);
    const { user, dialog } = await openEditor();
    await waitFor(() => expect(listed(dialog)).toEqual(['Spring kit', 'Flyer']));

    const moveUp = within(dialog).getAllByRole('button', { name: 'Move up' });
    expect(moveUp[1]).toHaveAccessibleDescription('Flyer');
    await user.click(moveUp[1] as HTMLElement);
    expect(listed(dialog)).toEqual(['Flyer', 'Spring kit']);
    // At the top, Move up is off: the focus stays on the row, on Move down.
    expect(document.activeElement).toHaveAccessibleName('Move down');
    expect(document.activeElement).toHaveAccessibleDescription('Flyer');

    await user.click(within(dialog).getByRole('combobox', { name: 'Add a product' }));
    await user.keyboard('pos');
    await user.click(await screen.findByRole('option', { name: 'Poster' }));
    expect(listed(dialog)).toEqual(['Flyer', 'Spring kit', 'Poster']);
    const search = seen.filter((r) => r.url.pathname === '/api/admin/products').at(-1);
    expect(search?.url.searchParams.get('category_id')).toBe(SUMMER);

    await user.click(within(dialog).getAllByRole('button', { name: 'Remove' })[1] as HTMLElement);
    expect(listed(dialog)).toEqual(['Flyer', 'Poster']);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(writes(seen)).toHaveLength(1));
    expect(writes(seen)[0]).toMatchObject({ method: 'PUT', body: { product_ids: `${FLYER},${POSTER}` } });
    expect(writes(seen)[0]?.url.pathname).toBe(`/api/pinned-products/${SUMMER}`);
    expect(await screen.findByText('Pinned products of “Summer deals” saved')).toBeInTheDocument();
  });

  it('clears the list when nothing stays pinned', async () => {
    const { seen } = playServer(KIT);
    const { user, dialog } = await openEditor();
    await waitFor(() => expect(listed(dialog)).toEqual(['Spring kit']));
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(within(dialog).getByText('Nothing is pinned yet.')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Add a product' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes(seen)).toHaveLength(1));
    expect(writes(seen)[0]?.method).toBe('DELETE');
    expect(writes(seen)[0]?.url.pathname).toBe(`/api/pinned-products/${SUMMER}`);
  });
});
