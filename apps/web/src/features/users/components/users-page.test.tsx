import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DialogProvider } from '../../../components/layout/dialog-area';
import { jsonResponse, type SeenRequest, stubFetch } from '../../../test/fetch-stub';
import { renderRoutes } from '../../../test/render';
import { UsersPage } from './users-page';

const ALICE = '11111111-1111-4111-8111-111111111111';
const WANDA = '22222222-2222-4222-8222-222222222222';
const PARTNERS = '33333333-3333-4333-8333-333333333333';
const NEW_USER = '44444444-4444-4444-8444-444444444444';
const NORTHWIND = '55555555-5555-4555-8555-555555555555';
const SUMMIT = '66666666-6666-4666-8666-666666666666';
const BRANDS = [
  { id: NORTHWIND, name: 'Northwind Fiber' },
  { id: SUMMIT, name: 'Summit Valley Broadband' },
];

const user = (id: string, username: string, membership_status: number, extra: Record<string, unknown> = {}) => ({
  id,
  username,
  first_name: username[0]?.toUpperCase() + username.slice(1),
  last_name: 'Doe',
  email_address: `${username}@example.com`,
  company: 'Acme',
  membership_status,
  groups: [],
  is_admin: false,
  ...extra,
});
const alice = user(ALICE, 'alice', 1, {
  groups: [PARTNERS],
  is_admin: true,
  brand_id: NORTHWIND,
  brand_name: 'Northwind Fiber',
});
const wanda = user(WANDA, 'wanda', 2);

function answer(request: SeenRequest) {
  const { pathname } = request.url;
  if (request.method === 'GET' && pathname === '/api/users')
    return jsonResponse(200, { count: 45, dataset: [alice, wanda] });
  if (request.method === 'GET' && pathname === '/api/groups')
    return jsonResponse(200, [{ id: PARTNERS, name: 'Partners', content_providers: [] }]);
  if (request.method === 'GET' && pathname === '/brands-api/brands') {
    const search = request.url.searchParams.get('$search')?.toLowerCase() ?? '';
    const data = BRANDS.filter((brand) => brand.name.toLowerCase().includes(search));
    return jsonResponse(200, { total: data.length, limit: 20, startKey: null, data });
  }
  if (request.method === 'POST' && pathname === '/user') return jsonResponse(201, { id: NEW_USER });
  if (request.method === 'PUT') return jsonResponse(200, { ...wanda, ...(request.body as object) });
  return jsonResponse(200, { id: WANDA });
}

const renderUsers = (path = '/admin/users') =>
  renderRoutes(
    [
      {
        path: '/admin/users',
        element: (
          <DialogProvider>
            <UsersPage />
          </DialogProvider>
        ),
      },
    ],
    path,
  );

const brandSearches = (seen: SeenRequest[]) =>
  seen.filter((r) => r.url.pathname === '/brands-api/brands').map((r) => r.url.searchParams.get('$search'));
const listCalls = (seen: SeenRequest[]) => seen.filter((r) => r.url.pathname === '/api/users');
const rowOf = async (username: string) => {
  const cell = await screen.findByRole('gridcell', { name: username });
  return cell.closest<HTMLElement>('[role="row"]') as HTMLElement;
};

describe('users admin', () => {
  it('asks the server for the page, page size and search in the address, and pages on', async () => {
    const { seen } = stubFetch(answer);
    const { user: person, router } = renderUsers('/admin/users?page=2&page_size=10&search=doe');
    await rowOf('alice');
    const first = listCalls(seen)[0]?.url.searchParams;
    expect(Object.fromEntries(first ?? [])).toEqual({ page: '2', page_size: '10', search: 'doe' });
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('doe');

    await person.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(listCalls(seen).at(-1)?.url.searchParams.get('page')).toBe('3'));
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('3');
    expect(listCalls(seen).at(-1)?.url.searchParams.get('page_size')).toBe('10');
  });

  it('lists only the members waiting for approval when that filter is on, and keeps it in the address', async () => {
    const { seen } = stubFetch(answer);
    const { user: person, router } = renderUsers('/admin/users?page=3');
    await rowOf('alice');
    expect(listCalls(seen)[0]?.url.searchParams.has('membership_status')).toBe(false);
    await person.click(screen.getByRole('button', { name: 'Waiting for approval' }));
    await waitFor(() => expect(listCalls(seen).at(-1)?.url.searchParams.get('membership_status')).toBe('2'));
    expect(listCalls(seen).at(-1)?.url.searchParams.get('page')).toBe('1');
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('waiting');
    expect(screen.getByRole('button', { name: 'Waiting for approval' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('lists waiting members first, with their status in words', async () => {
    stubFetch(answer);
    renderUsers();
    const wandaRow = await rowOf('wanda');
    expect(wandaRow).toHaveTextContent('Waiting for approval');
    const aliceRow = await rowOf('alice');
    // The server answered alice first; wanda, waiting, is shown above her.
    expect(aliceRow.compareDocumentPosition(wandaRow) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
    expect(within(aliceRow).queryByRole('button', { name: 'Approve alice' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 waiting for approval');
  });

  it('approves a waiting member in one click', async () => {
    const { seen } = stubFetch(answer);
    const { user: person } = renderUsers();
    await person.click(within(await rowOf('wanda')).getByRole('button', { name: 'Approve wanda' }));
    await waitFor(() => expect(seen.some((r) => r.method === 'PUT')).toBe(true));
    const put = seen.find((r) => r.method === 'PUT');
    expect(put?.url.pathname).toBe(`/api/user/${WANDA}`);
    expect(put?.body).toEqual({ membership_status: 1 });
  });

  it('asks before denying, and denies only on yes', async () => {
    const { seen } = stubFetch(answer);
    const { user: person } = renderUsers();
    await person.click(within(await rowOf('wanda')).getByRole('button', { name: 'Deny wanda' }));
    const question = await screen.findByRole('dialog', { name: 'Deny membership?' });
    await person.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(seen.filter((r) => r.method === 'PUT')).toHaveLength(0);

    await person.click(within(await rowOf('wanda')).getByRole('button', { name: 'Deny wanda' }));
    await person.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Deny' }));
    await waitFor(() => expect(seen.find((r) => r.method === 'PUT')?.body).toEqual({ membership_status: 3 }));
  });

  it('asks before deleting a user', async () => {
    const { seen } = stubFetch(answer);
    const { user: person } = renderUsers();
    await person.click(within(await rowOf('wanda')).getByRole('button', { name: 'Delete user wanda' }));
    const question = await screen.findByRole('dialog', { name: 'Delete user?' });
    expect(seen.filter((r) => r.method === 'DELETE')).toHaveLength(0);
    await person.click(within(question).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(seen.find((r) => r.method === 'DELETE')?.url.pathname).toBe(`/api/user/${WANDA}`));
  });

  it('creates a user directly, in the status and groups chosen', async () => {
    const { seen } = stubFetch(answer);
    const { user: person } = renderUsers();
    await person.click(await screen.findByRole('button', { name: 'New user' }));
    const dialog = await screen.findByRole('dialog', { name: 'New user' });
    await person.type(await within(dialog).findByRole('textbox', { name: 'Username' }), 'robin');
    await person.type(within(dialog).getByLabelText('Password'), 'correct horse battery');
    await person.type(within(dialog).getByRole('textbox', { name: 'E-mail address' }), 'robin@example.com');
    await person.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Robin');
    await person.selectOptions(within(dialog).getByRole('combobox', { name: 'Status' }), 'Waiting for approval');
    await person.click(within(dialog).getByRole('combobox', { name: 'Groups' }));
    await person.click(await screen.findByRole('option', { name: 'Partners' }));
    await person.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(seen.some((r) => r.method === 'POST')).toBe(true));
    expect(seen.find((r) => r.method === 'POST')?.body).toMatchObject({
      username: 'robin',
      password: 'correct horse battery',
      email_address: 'robin@example.com',
      first_name: 'Robin',
      membership_status: 2,
      groups: [PARTNERS],
      is_admin: false,
    });
  });

  it('asks before saving a status change from the edit form', async () => {
    const { seen } = stubFetch(answer);
    const { user: person } = renderUsers();
    await person.click(within(await rowOf('alice')).getByRole('button', { name: 'Edit user alice' }));
    const dialog = await screen.findByRole('dialog', { name: /Edit Alice Doe/ });
    await person.selectOptions(await within(dialog).findByRole('combobox', { name: 'Status' }), 'Denied');
    await person.click(within(dialog).getByRole('button', { name: 'Save' }));
    const question = await screen.findByRole('dialog', { name: 'Deny membership?' });
    await person.click(within(question).getByRole('button', { name: 'Deny' }));
    await waitFor(() => expect(seen.some((r) => r.method === 'PUT')).toBe(true));
    const put = seen.find((r) => r.method === 'PUT');
    expect(put?.url.pathname).toBe(`/api/user/${ALICE}`);
    expect(put?.body).toMatchObject({ membership_status: 3, groups: [PARTNERS], is_admin: true, first_name: 'Alice' });
    expect(put?.body).not.toHaveProperty('username');
    expect(put?.body).not.toHaveProperty('password');
  });

  it("shows each user's brand and links a user to another brand, searched by name", async () => {
    const { seen } = stubFetch(answer);
    const { user: person } = renderUsers();
    expect(await rowOf('alice')).toHaveTextContent('Northwind Fiber');
    await person.click(within(await rowOf('alice')).getByRole('button', { name: 'Edit user alice' }));
    const dialog = await screen.findByRole('dialog', { name: /Edit Alice Doe/ });
    const picker = await within(dialog).findByRole('combobox', { name: 'Brand' });
    expect(picker).toHaveValue('Northwind Fiber');
    await person.clear(picker);
    await person.type(picker, 'summit');
    // The server matches the options to what was typed.
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Northwind Fiber' })).not.toBeInTheDocument());
    expect(brandSearches(seen)).toContain('summit');
    await person.click(await screen.findByRole('option', { name: 'Summit Valley Broadband' }));
    await person.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(seen.find((r) => r.method === 'PUT')?.body).toMatchObject({ brand_id: SUMMIT }));
  });

  it('unlinks a user from their brand when the picker is cleared', async () => {
    const { seen } = stubFetch(answer);
    const { user: person } = renderUsers();
    await person.click(within(await rowOf('alice')).getByRole('button', { name: 'Edit user alice' }));
    const dialog = await screen.findByRole('dialog', { name: /Edit Alice Doe/ });
    const picker = await within(dialog).findByRole('combobox', { name: 'Brand' });
    expect(picker).toHaveValue('Northwind Fiber');
    await person.clear(picker);
    await person.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(seen.find((r) => r.method === 'PUT')?.body).toMatchObject({ brand_id: null }));
  });
});
