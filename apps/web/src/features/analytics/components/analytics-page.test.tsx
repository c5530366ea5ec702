import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, type SeenRequest, stubFetch } from '../../../test/fetch-stub';
import { renderRoutes } from '../../../test/render';
import { AnalyticsPage } from './analytics-page';

const CATEGORY = '0193a3f0-0000-7000-8000-0000000000c1';
const GROUP = '0193a3f0-0000-7000-8000-0000000000a1';
const PROVIDER = '0193a3f0-0000-7000-8000-0000000000b1';
const PANELS = ['funnel', 'series', 'groups', 'top', 'unviewed', 'searches', 'providers'];

/** The server as the page sees it: option lists, and every panel answering for the period asked. */
function answer(request: SeenRequest) {
  const path = request.url.pathname;
  const period = { from: request.url.searchParams.get('from'), to: request.url.searchParams.get('to') };
  if (path === '/api/categories') return jsonResponse(200, [{ id: CATEGORY, name: 'Flyers', slug: 'flyers' }]);
  if (path === '/api/groups') return jsonResponse(200, [{ id: GROUP, name: 'Sales team' }]);
  if (path === '/api/content-providers') return jsonResponse(200, [{ id: PROVIDER, name: 'Acme Print' }]);
  const panel = path.replace('/api/admin/analytics/', '');
  const bodies: Record<string, unknown> = {
    funnel: { period, steps: [] },
    series: { period, bucket: 'day', points: [] },
    groups: { period, groups: [] },
    top: { period, rows: [] },
    unviewed: { period, total: 0, products: [] },
    searches: { period, top: [], zero_results: [] },
    providers: { period, providers: [] },
  };
  return jsonResponse(panel in bodies ? 200 : 404, bodies[panel] ?? { message: 'Not found', code: 'NOT_FOUND' });
}

const panelRequests = (seen: SeenRequest[]) => seen.filter((r) => r.url.pathname.startsWith('/api/admin/analytics/'));
/** The last request each panel made, by panel. */
function lastAsked(seen: SeenRequest[]) {
  const last = new Map<string, URLSearchParams>();
  for (const r of panelRequests(seen)) last.set(r.url.pathname.split('/').at(-1) ?? '', r.url.searchParams);
  return last;
}

const renderPage = (address: string) =>
  renderRoutes([{ path: '/admin/analytics', element: <AnalyticsPage /> }], address);

describe('analytics page', () => {
  it('asks every panel for the period and filters a shared link names, and shows them chosen', async () => {
    const { seen } = stubFetch(answer);
    renderPage(`/admin/analytics?from=2026-01-01&to=2026-01-31&category_id=${CATEGORY}`);
    expect(await screen.findByText('No activity in this period')).toBeInTheDocument();
    await waitFor(() => expect([...lastAsked(seen).keys()].sort()).toEqual([...PANELS].sort()));
    for (const [, params] of lastAsked(seen)) {
      expect(params.get('from')).toBe('2026-01-01');
      expect(params.get('to')).toBe('2026-01-31');
      expect(params.get('category_id')).toBe(CATEGORY);
    }
    expect(screen.getByText('Jan 1, 2026 – Jan 31, 2026 (UTC)')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Category')).toHaveDisplayValue('Flyers'));
    expect(screen.getByRole('button', { name: 'Custom' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('From')).toHaveValue('2026-01-01');
  });

  it('puts a chosen preset and filter in the address and asks the panels again', async () => {
    const { seen } = stubFetch(answer);
    const { user, router } = renderPage('/admin/analytics');
    await screen.findByText('No activity in this period');
    expect(screen.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: '7 days' }));
    expect(router.state.location.search).toBe('?days=7');
    await waitFor(() => {
      const funnel = lastAsked(seen).get('funnel');
      const days = (Date.parse(funnel?.get('to') ?? '') - Date.parse(funnel?.get('from') ?? '')) / 86_400_000;
      expect(days).toBe(6);
    });

    await waitFor(() => expect(screen.getByRole('option', { name: 'Sales team' })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText('Group'), 'Sales team');
    expect(new URLSearchParams(router.state.location.search).get('group_id')).toBe(GROUP);
    await waitFor(() => expect(lastAsked(seen).get('searches')?.get('group_id')).toBe(GROUP));

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('?days=7');
    await waitFor(() => expect(lastAsked(seen).get('searches')?.get('group_id')).toBeNull());
  });

  it('takes a custom period only once it ends after it starts', async () => {
    stubFetch(answer);
    const { user, router } = renderPage('/admin/analytics');
    await screen.findByText('No activity in this period');
    await user.click(screen.getByRole('button', { name: 'Custom' }));
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    await user.clear(from);
    await user.type(from, '2026-03-10');
    await user.clear(to);
    await user.type(to, '2026-03-01');
    expect(screen.getByText('The period ends before it starts')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();

    await user.clear(to);
    await user.type(to, '2026-03-20');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(router.state.location.search).toBe('?from=2026-03-10&to=2026-03-20');
    expect(await screen.findByText('Mar 10, 2026 – Mar 20, 2026 (UTC)')).toBeInTheDocument();
  });

  it('ignores a malformed filter in the address rather than sending it', async () => {
    const { seen } = stubFetch(answer);
    renderPage('/admin/analytics?provider_id=not-an-id&days=45');
    await screen.findByText('No activity in this period');
    const funnel = lastAsked(seen).get('funnel');
    expect(funnel?.get('provider_id')).toBeNull();
    expect((Date.parse(funnel?.get('to') ?? '') - Date.parse(funnel?.get('from') ?? '')) / 86_400_000).toBe(29);
  });
});
