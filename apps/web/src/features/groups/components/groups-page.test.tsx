import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DialogProvider } from '../../../components/layout/dialog-area';
import { jsonResponse, type SeenRequest, stubFetch } from '../../../test/fetch-stub';
import { renderRoutes } from '../../../test/render';
import { GroupsPage } from './groups-page';

const ACME = '11111111-1111-4111-8111-111111111111';
const GLOBEX = '22222222-2222-4222-8222-222222222222';
const INITECH = '33333333-3333-4333-8333-333333333333';
const PARTNERS = '44444444-4444-4444-8444-444444444444';
const NEW_GROUP = '55555555-5555-4555-8555-555555555555';

const providers = [
  { id: ACME, name: 'Acme', permission: 0, order_categories: '' },
  { id: GLOBEX, name: 'Globex', permission: 0, order_categories: '' },
  { id: INITECH, name: 'Initech', permission: 0, order_categories: '' },
];
const partners = {
  id: PARTNERS,
  name: 'Partners',
  users_count: 3,
  content_providers: [
    { id: ACME, name: 'Acme', permission: 2 },
    { id: GLOBEX, name: 'Globex', permission: 1 },
  ],
};

function answer(request: SeenRequest) {
  const { pathname } = request.url;
  if (request.method === 'GET' && pathname === '/api/groups/table') return jsonResponse(200, [partners]);
  if (request.method === 'GET' && pathname === '/api/content-providers') return jsonResponse(200, providers);
  if (request.method === 'GET' && pathname === `/api/groups/${PARTNERS}`) return jsonResponse(200, partners);
  if (request.method === 'POST' && pathname === '/api/groups') return jsonResponse(201, { id: NEW_GROUP });
  return jsonResponse(200, { id: PARTNERS });
}

function renderGroups() {
  const view = renderRoutes(
    [
      {
        path: '/admin/groups',
        element: (
          <DialogProvider>
            <GroupsPage />
          </DialogProvider>
        ),
      },
    ],
    '/admin/groups',
  );
  return view;
}

const choose = async (user: ReturnType<typeof renderGroups>['user'], provider: string, option: string) =>
  user.click(
    within(screen.getByRole('radiogroup', { name: `${provider} permission` })).getByRole('radio', { name: option }),
  );

describe('groups admin', () => {
  it('lists groups with their member counts', async () => {
    stubFetch(answer);
    renderGroups();
    const row = (await screen.findByRole('rowheader', { name: 'Partners' })).closest('tr');
    expect(row).toHaveTextContent('3');
  });

  it('creates a group with a permission, 0 to 2, for every provider', async () => {
    const { seen } = stubFetch(answer);
    const { user } = renderGroups();
    await user.click(await screen.findByRole('button', { name: 'New group' }));
    const dialog = await screen.findByRole('dialog', { name: 'New group' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Resellers');
    await choose(user, 'Acme', 'Yes');
    await choose(user, 'Globex', 'Gated');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(seen.some((r) => r.method === 'POST')).toBe(true));
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({
      name: 'Resellers',
      content_providers: [
        { id: ACME, permission: 2 },
        { id: GLOBEX, permission: 1 },
        { id: INITECH, permission: 0 },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('updates with update_content_providers for every provider and no content_providers', async () => {
    const { seen } = stubFetch(answer);
    const { user } = renderGroups();
    await user.click(await screen.findByRole('button', { name: 'Edit group Partners' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit group “Partners”' });
    expect(await within(dialog).findByRole('textbox', { name: 'Name' })).toHaveValue('Partners');
    await choose(user, 'Acme', 'No');
    await choose(user, 'Initech', 'Gated');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(seen.some((r) => r.method === 'PUT')).toBe(true));
    const put = seen.find((r) => r.method === 'PUT');
    expect(put?.url.pathname).toBe(`/api/groups/${PARTNERS}`);
    expect(put?.body).toEqual({
      name: 'Partners',
      update_content_providers: [
        { id: ACME, permission: 0 },
        { id: GLOBEX, permission: 1 },
        { id: INITECH, permission: 1 },
      ],
    });
    expect(put?.body).not.toHaveProperty('content_providers');
  });

  it('asks before deleting, and deletes only on yes', async () => {
    const { seen } = stubFetch(answer);
    const { user } = renderGroups();
    await user.click(await screen.findByRole('button', { name: 'Delete group Partners' }));
    const question = await screen.findByRole('dialog', { name: 'Delete group?' });
    expect(question).toHaveTextContent('“Partners” has 3 members');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(seen.filter((r) => r.method === 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete group Partners' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(seen.filter((r) => r.method === 'DELETE')).toHaveLength(1));
    expect(seen.find((r) => r.method === 'DELETE')?.url.pathname).toBe(`/api/groups/${PARTNERS}`);
  });
});
