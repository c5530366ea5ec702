import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, type SeenRequest, storeTestLogin, stubFetch } from '../../../../test/fetch-stub';
import { renderAt } from '../../../../test/render';
import { answer, REQUEST_ID, requestRecord } from '../../test-data';
import { AdminRequestsPage } from './admin-requests-page';

function server(dataset: unknown[]) {
  storeTestLogin('access-1', 'refresh-1', 'admin');
  return stubFetch(
    answer({
      'GET /api/admin/requests': () => jsonResponse(200, { count: dataset.length, dataset }),
      'GET /api/admin/requests/export': () =>
        new Response('id,status\n1,new\n', { status: 200, headers: { 'content-type': 'text/csv; charset=utf-8' } }),
    }),
  );
}
const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
const calls = (seen: SeenRequest[], path: string) => seen.filter((r) => r.url.pathname === path);

describe("admin's request queue", () => {
  it('asks for the filters in the address, lists each request and opens one from its row', async () => {
    const { seen } = server([
      requestRecord({ type: 'direct_mail', is_direct_mail: true, mailing_list_count: 120, mailing_list_rejected: 3 }),
    ]);
    const { user, router } = renderAt(<AdminRequestsPage />, '/admin/requests?status=new&type=direct_mail&search=ann');
    const row = (await screen.findByText('Fiber Co-op')).closest<HTMLElement>('[role="row"]') as HTMLElement;
    expect(Object.fromEntries(calls(seen, '/api/admin/requests')[0]?.url.searchParams ?? [])).toMatchObject({
      status: 'new',
      type: 'direct_mail',
      search: 'ann',
    });
    expect(within(row).getByText('Ann Smith')).toBeInTheDocument();
    expect(within(row).getByText('Direct mail')).toBeInTheDocument();
    expect(within(row).getByText('New')).toBeInTheDocument();
    expect(within(row).getByText('120 addresses')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('new');

    await user.click(within(row).getByText('Fiber Is Here Door Hanger'));
    expect(router.state.location.pathname).toBe(`/admin/requests/${REQUEST_ID}`);
  });

  it('starts again at the first page when a filter changes', async () => {
    const { seen } = server([requestRecord()]);
    const { user, router } = renderAt(<AdminRequestsPage />, '/admin/requests?page=2');
    await screen.findByText('Fiber Co-op');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'More info');
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('type')).toBe('info');
    expect(params.get('page')).toBeNull();
    await waitFor(() => expect(calls(seen, '/api/admin/requests').at(-1)?.url.searchParams.get('type')).toBe('info'));
  });

  it('exports the filtered queue as a CSV file read with the login', async () => {
    const { seen } = server([requestRecord()]);
    const saved: Blob[] = [];
    // jsdom has no object URLs: a subclass of URL with them stands in for this test only.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL(blob: Blob) {
          saved.push(blob);
          return 'blob:requests';
        }
        static override revokeObjectURL() {}
      },
    );
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderAt(<AdminRequestsPage />, '/admin/requests?status=done');
    await screen.findByText('Fiber Co-op');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(clicked).toHaveBeenCalled());
    const exported = calls(seen, '/api/admin/requests/export')[0];
    expect(exported?.url.searchParams.get('status')).toBe('done');
    expect(exported?.headers.get('authorization')).toBe('Bearer access-1');
    expect(saved).toHaveLength(1);
    expect(await readBlob(saved[0] as Blob)).toBe('id,status\n1,new\n');
  });

  it('says plainly when nothing matches the filters', async () => {
    server([]);
    renderAt(<AdminRequestsPage />, '/admin/requests?status=declined');
    expect(await screen.findByText('No requests match these filters')).toBeInTheDocument();
  });
});
