import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DialogProvider } from '../../../components/layout/dialog-area';
import { jsonResponse, type SeenRequest, storeTestLogin, stubFetch } from '../../../test/fetch-stub';
import { renderRoutes } from '../../../test/render';
import { SessionsPage } from './sessions-page';

const ID = '0b6b6a52-6d1f-4f7e-9d8c-3f0e2a1b4c5d';
const recording = {
  id: ID,
  user_id: '7c1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6',
  username: 'mia',
  member_name: 'Mia Jensen',
  started_at: '2026-11-20T10:00:00.000Z',
  last_chunk_at: '2026-11-20T10:02:05.000Z',
  duration_ms: 125_000,
  chunk_count: 13,
  bytes: 80_000,
  user_agent: 'Chrome',
  viewport_width: 1280,
  viewport_height: 800,
};

function serve(list: () => Response) {
  storeTestLogin('access-1', 'refresh-1', 'admin');
  return stubFetch((request) => {
    if (request.url.pathname === '/api/admin/recordings') return list();
    if (request.method === 'DELETE') return jsonResponse(200, { id: ID });
    return jsonResponse(404, { message: 'Not found', code: 'not_found' });
  });
}
const renderPage = (path = '/admin/sessions') =>
  renderRoutes(
    [
      {
        path: '/admin/sessions',
        element: (
          <DialogProvider>
            <SessionsPage />
          </DialogProvider>
        ),
      },
      { path: '/admin/sessions/:id', element: <p>Replay page</p> },
    ],
    path,
  );
const listCalls = (seen: SeenRequest[]) => seen.filter((r) => r.url.pathname === '/api/admin/recordings');

describe("the admins' sessions screen", () => {
  it('lists each session with its member, start and length, and opens its replay', async () => {
    serve(() => jsonResponse(200, { count: 1, dataset: [recording] }));
    const { user, router } = renderPage();
    const grid = await screen.findByRole('grid', { name: 'Sessions' });
    const row = await within(grid).findByRole('row', { name: /Mia Jensen/ });
    expect(row).toHaveTextContent('mia');
    expect(row).toHaveTextContent('2:05');
    await user.click(within(row).getByRole('button', { name: "Replay Mia Jensen's session" }));
    expect(router.state.location.pathname).toBe(`/admin/sessions/${ID}`);
  });

  it('asks the server for the member and days in the address', async () => {
    const { seen } = serve(() => jsonResponse(200, { count: 0, dataset: [] }));
    renderPage('/admin/sessions?search=mia&from=2026-11-01&to=2026-11-30');
    await waitFor(() => expect(listCalls(seen).length).toBeGreaterThan(0));
    const query = Object.fromEntries(listCalls(seen)[0]?.url.searchParams ?? []);
    expect(query).toMatchObject({ member: 'mia', from: '2026-11-01', to: '2026-11-30' });
    expect(screen.getByLabelText('Started from')).toHaveValue('2026-11-01');
    expect(await screen.findByText(/Nothing matches/)).toBeInTheDocument();
  });

  it('says when nothing has been recorded yet', async () => {
    serve(() => jsonResponse(200, { count: 0, dataset: [] }));
    renderPage();
    expect(await screen.findByText('No member session has been recorded yet')).toBeInTheDocument();
  });

  it('shows a failed list with a way to try again', async () => {
    serve(() => jsonResponse(500, { message: 'The server is having a moment', code: 'internal' }));
    renderPage();
    expect(await screen.findByText(/The server is having a moment/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Try again/i })).toBeInTheDocument();
  });

  it('deletes a session only once the admin says yes', async () => {
    const { seen } = serve(() => jsonResponse(200, { count: 1, dataset: [recording] }));
    const { user } = renderPage();
    const remove = await screen.findByRole('button', { name: "Delete Mia Jensen's session" });
    await user.click(remove);
    const question = await screen.findByRole('dialog', { name: 'Delete this session?' });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(seen.filter((r) => r.method === 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: "Delete Mia Jensen's session" }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(seen.filter((r) => r.method === 'DELETE')).toHaveLength(1));
    expect(seen.find((r) => r.method === 'DELETE')?.url.pathname).toBe(`/api/admin/recordings/${ID}`);
  });
});
