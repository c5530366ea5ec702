import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, type SeenRequest, storeTestLogin, stubFetch } from '../../../test/fetch-stub';
import { renderAt } from '../../../test/render';
import { ActivityPage } from './activity-page';

const ADMIN = '11111111-1111-4111-8111-111111111111';
const TAG = '22222222-2222-4222-8222-222222222222';
const PROVIDER = '33333333-3333-4333-8333-333333333333';

const renamed = {
  id: '7',
  at: '2026-11-02T10:15:00.000Z',
  actor_id: ADMIN,
  actor_username: 'admin',
  action: 'update',
  record_type: 'tag',
  record_id: TAG,
  record_label: 'Print ads',
  changes: {
    name: { before: 'Print', after: 'Print ads' },
    content_providers: { added: [PROVIDER], removed: [] },
  },
};

function server(dataset: unknown[], csv = '\ufeffWhen,Who\r\n') {
  storeTestLogin();
  return stubFetch((request) => {
    const { pathname } = request.url;
    if (pathname === '/api/admin/activity') return jsonResponse(200, { count: dataset.length, dataset });
    if (pathname === '/api/admin/activity/export')
      return new Response(csv, { status: 200, headers: { 'content-type': 'text/csv; charset=utf-8' } });
    if (pathname === `/api/user/${ADMIN}`)
      return jsonResponse(200, { id: ADMIN, username: 'admin', first_name: 'Ada', last_name: 'Admin' });
    return jsonResponse(404, { message: 'Not found', code: 'not_found' });
  });
}
const listCalls = (seen: SeenRequest[]) => seen.filter((r) => r.url.pathname === '/api/admin/activity');

describe('activity screen', () => {
  it('asks for the filters in the address and shows who changed which record, and how', async () => {
    const { seen } = server([renamed]);
    renderAt(<ActivityPage />, `/admin/activity?actor_id=${ADMIN}&record_type=tag&from=2026-11-01&page=2`);
    const row = (await screen.findByText('Print ads')).closest<HTMLElement>('[role="row"]') as HTMLElement;
    expect(Object.fromEntries(listCalls(seen)[0]?.url.searchParams ?? [])).toMatchObject({
      actor_id: ADMIN,
      record_type: 'tag',
      from: '2026-11-01',
      page: '2',
    });
    expect(within(row).getByText('Changed')).toBeInTheDocument();
    expect(within(row).getByText('Name: Print → Print ads · Content providers: 1 added')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Person' })).toHaveValue('Ada Admin'));
  });

  it('opens an entry with every field before and after', async () => {
    server([renamed]);
    const { user } = renderAt(<ActivityPage />, '/admin/activity');
    await user.click(await screen.findByText('Name: Print → Print ads · Content providers: 1 added'));
    const dialog = await screen.findByRole('dialog', { name: 'Changed tag Print ads' });
    const rows = within(within(dialog).getByRole('table', { name: 'Changes' })).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'FieldBeforeAfter',
      'NamePrintPrint ads',
      `Content providers—Added ${PROVIDER}`,
    ]);
  });

  it('narrows the log to one record from its row', async () => {
    const { seen } = server([renamed]);
    const { user, router } = renderAt(<ActivityPage />, '/admin/activity');
    await user.click(await screen.findByRole('link', { name: 'History of tag Print ads' }));
    await waitFor(() => expect(router.state.location.search).toContain(`record_id=${TAG}`));
    await waitFor(() => expect(listCalls(seen).at(-1)?.url.searchParams.get('record_type')).toBe('tag'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says plainly when nothing has happened yet, and when filters match nothing', async () => {
    server([]);
    const first = renderAt(<ActivityPage />, '/admin/activity');
    expect(await screen.findByText('Nothing has happened yet')).toBeInTheDocument();
    first.unmount();
    renderAt(<ActivityPage />, '/admin/activity?action=delete');
    expect(await screen.findByText('Nothing matches these filters')).toBeInTheDocument();
  });
});
