import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DialogProvider } from '../../../../components/layout/dialog-area';
import { SnackbarArea } from '../../../../components/layout/snackbar-area';
import { jsonResponse, type SeenRequest } from '../../../../test/fetch-stub';
import { renderRoutes } from '../../../../test/render';
import { BrandsAdminPage } from './brands-admin-page';
import { brandListCalls, brandsServer, NORTHWIND } from './brands-test-server';

const renderPage = (path = '/admin/brands') =>
  renderRoutes(
    [
      {
        path: '/admin/brands',
        element: (
          <DialogProvider>
            <BrandsAdminPage />
            <SnackbarArea />
          </DialogProvider>
        ),
      },
    ],
    path,
  );

const writes = (seen: SeenRequest[]) => seen.filter((r) => r.method !== 'GET');
const rowOf = async (name: string) =>
  (await screen.findByRole('gridcell', { name })).closest<HTMLElement>('[role="row"]') as HTMLElement;
const grid = () => screen.getByRole('grid', { name: 'Brands' });

describe('brands table', () => {
  it('pages on by the cursor the server answered, keeps it in the address, and goes back', async () => {
    const { seen } = brandsServer();
    const { user, router } = renderPage();
    const northwind = await rowOf('Northwind Fiber');
    expect(within(northwind).getByRole('link', { name: 'northwind.example' })).toHaveAttribute(
      'href',
      'https://northwind.example',
    );
    expect(within(northwind).getByRole('img', { name: 'Northwind Fiber logo' })).toBeInTheDocument();
    expect(screen.getByText('1–20 of 25')).toBeInTheDocument();
    expect(Object.fromEntries(brandListCalls(seen)[0]?.url.searchParams ?? [])).toEqual({ $limit: '20', $search: '' });

    await user.click(screen.getByRole('button', { name: /next page/i }));
    await rowOf('Brand 25');
    expect(brandListCalls(seen).at(-1)?.url.searchParams.get('$startKey')).toBe('after-20');
    expect(screen.getByText('21–25 of 25')).toBeInTheDocument();
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      page: '2',
      start: 'after-20',
    });
    expect(screen.getByRole('button', { name: /next page/i })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: /previous page/i }));
    await rowOf('Northwind Fiber');
    expect(router.state.location.search).toBe('');
  });

  it('keeps the cursors of the pages seen while a brand is opened and closed', async () => {
    brandsServer({ count: 45 });
    const { user, router } = renderPage();
    await rowOf('Northwind Fiber');
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await rowOf('Brand 21');
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await user.click(within(await rowOf('Brand 41')).getByRole('button', { name: 'Edit brand Brand 41' }));
    const dialog = await screen.findByRole('dialog', { name: /Edit/ });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: /previous page/i }));
    await rowOf('Brand 21');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      page: '2',
      start: 'after-20',
    });
  });

  it('asks the server for the search in the address and says when nothing matches', async () => {
    const { seen } = brandsServer();
    renderPage('/admin/brands?search=zzz');
    expect(await screen.findByText('No brands match “zzz”')).toBeInTheDocument();
    expect(brandListCalls(seen)[0]?.url.searchParams.get('$search')).toBe('zzz');
    expect(screen.getByRole('searchbox', { name: 'Search brands' })).toHaveValue('zzz');
  });

  it('says when there are no brands, and offers to retry a failed read', async () => {
    let fail = true;
    brandsServer({
      count: 0,
      list: () =>
        fail ? jsonResponse(503, { message: 'The brands service is busy', code: 'unavailable' }) : undefined,
    });
    const { user } = renderPage();
    expect(await within(grid()).findByText('The brands service is busy')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No brands yet')).toBeInTheDocument();
  });

  it('asks before deleting a brand', async () => {
    const { seen } = brandsServer({ write: () => jsonResponse(200, { id: NORTHWIND }) });
    const { user } = renderPage();
    await user.click(
      within(await rowOf('Northwind Fiber')).getByRole('button', { name: 'Delete brand Northwind Fiber' }),
    );
    const question = await screen.findByRole('dialog', { name: 'Delete “Northwind Fiber”?' });
    expect(writes(seen)).toHaveLength(0);
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(writes(seen)[0]?.url.pathname).toBe(`/brands-api/brands/${NORTHWIND}`));
    expect(writes(seen)[0]?.method).toBe('DELETE');
    expect(await screen.findByText('Brand “Northwind Fiber” deleted')).toBeInTheDocument();
  });

  it('edits a brand in the brand form, brackets swapped on the wire, and lists its members', async () => {
    const { seen } = brandsServer();
    const { user, router } = renderPage();
    await user.click(
      within(await rowOf('Northwind Fiber')).getByRole('button', { name: 'Edit brand Northwind Fiber' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit “Northwind Fiber”' });
    expect(new URLSearchParams(router.state.location.search).get('brand')).toBe(NORTHWIND);
    const phone = await within(dialog).findByRole('textbox', { name: 'Phone' });
    expect(phone).toHaveValue('+1 555 010 0200');
    const members = await within(dialog).findByRole('list', { name: 'Members of the brand' });
    expect(within(members).getByRole('link', { name: 'Nina North' })).toHaveAttribute(
      'href',
      '/admin/users?search=nina',
    );
    expect(seen.find((r) => r.url.pathname === '/api/users')?.url.searchParams.get('brand_id')).toBe(NORTHWIND);

    await user.clear(phone);
    await user.type(phone, '+1 555 010 0299');
    await user.click(within(dialog).getByRole('button', { name: 'Save brand' }));
    await waitFor(() => expect(writes(seen)).toHaveLength(1));
    expect(writes(seen)[0]).toMatchObject({
      method: 'PATCH',
      body: { contact__lbracket__phone__rbracket__: '+1 555 010 0299' },
    });
    expect(await screen.findByText('Brand “Northwind Fiber” saved')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('creates a brand with the same form', async () => {
    const { seen } = brandsServer({
      write: (request) => jsonResponse(201, { id: NORTHWIND, ...(request.body as object) }),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'New brand' }));
    const dialog = await screen.findByRole('dialog', { name: 'New brand' });
    await user.type(await within(dialog).findByRole('textbox', { name: 'Company name' }), 'Harbor Net');
    await user.click(within(dialog).getByRole('button', { name: 'Create brand' }));
    await waitFor(() => expect(writes(seen)).toHaveLength(1));
    expect(writes(seen)[0]).toMatchObject({ method: 'POST', body: { name: 'Harbor Net' } });
    expect(await screen.findByText('Brand “Harbor Net” created')).toBeInTheDocument();
  });
});
