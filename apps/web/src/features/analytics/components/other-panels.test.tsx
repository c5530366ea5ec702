import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { renderRoutes } from '../../../test/render';
import { GroupActivityPanel } from './group-activity-panel';
import { ProviderReachPanel } from './provider-reach-panel';
import { TopPanel } from './top-panel';
import { UnviewedPanel } from './unviewed-panel';

const period = { from: '2026-11-01', to: '2026-11-30' };
const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

const renderPanel = (element: React.ReactNode) =>
  renderRoutes([{ path: '/admin/analytics', element }], '/admin/analytics');
const rowsOf = (region: HTMLElement) =>
  within(region)
    .getAllByRole('row')
    .map((row) => row.textContent);

describe('the other analytics panels', () => {
  it('top: the ten that counted most, for the dimension and measure chosen, which the admin can change', async () => {
    const { seen } = stubFetch(() =>
      jsonResponse(200, {
        period,
        dimension: 'category',
        measure: 'download',
        rows: [
          { id: A, name: 'Social Media', count: 42, members: 9 },
          { id: B, name: 'Direct Mail', count: 7, members: 3 },
        ],
      }),
    );
    const onChoice = vi.fn();
    const { user } = renderPanel(
      <TopPanel query={period} dimension="category" measure="download" onChoice={onChoice} />,
    );
    const top = await screen.findByRole('region', { name: 'Top' });
    expect(await within(top).findByText('Social Media')).toBeInTheDocument();
    expect(rowsOf(top)).toEqual(['CategoryDownloadsMembers', 'Social Media429', 'Direct Mail73']);
    expect(Object.fromEntries(seen[0]?.url.searchParams ?? [])).toMatchObject({
      dimension: 'category',
      measure: 'download',
    });
    await user.selectOptions(within(top).getByLabelText('Top'), 'Templates');
    expect(onChoice).toHaveBeenCalledWith('top', 'template');
  });

  it('top: says so when nothing was counted', async () => {
    stubFetch(() => jsonResponse(200, { period, dimension: 'product', measure: 'request', rows: [] }));
    renderPanel(<TopPanel query={period} dimension="product" measure="request" onChoice={() => undefined} />);
    expect(await screen.findByText('No requests in this period')).toBeInTheDocument();
  });

  it('products nobody viewed: oldest first, each a link, with how many there are in all', async () => {
    stubFetch(() =>
      jsonResponse(200, {
        period,
        total: 5,
        products: [
          { id: A, title: 'Old flyer', created_at: '2025-01-05T10:00:00.000Z' },
          { id: B, title: 'Winter banner', created_at: '2025-12-01T10:00:00.000Z' },
        ],
      }),
    );
    renderPanel(<UnviewedPanel query={period} />);
    const panel = await screen.findByRole('region', { name: 'Products nobody viewed' });
    expect(await within(panel).findByText('The oldest 2 of 5 products')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Old flyer' })).toHaveAttribute('href', `/products/${A}`);
  });

  it('products nobody viewed: every product was viewed', async () => {
    stubFetch(() => jsonResponse(200, { period, total: 0, products: [] }));
    renderPanel(<UnviewedPanel query={period} />);
    expect(await screen.findByText('Every product was viewed in this period')).toBeInTheDocument();
  });

  it('groups and provider reach: one row each, with their numbers', async () => {
    stubFetch((request) =>
      request.url.pathname.endsWith('/groups')
        ? jsonResponse(200, { period, groups: [{ id: A, name: 'Partner', active_members: 12, logins: 40 }] })
        : jsonResponse(200, {
            period,
            providers: [{ id: B, name: 'Co-op Studio', views: 300, downloads: 21, members: 17 }],
          }),
    );
    renderPanel(
      <>
        <GroupActivityPanel query={period} />
        <ProviderReachPanel query={period} />
      </>,
    );
    const groups = await screen.findByRole('region', { name: 'Groups' });
    expect(await within(groups).findByText('Partner')).toBeInTheDocument();
    expect(rowsOf(groups).at(-1)).toBe('Partner1240');
    const reach = screen.getByRole('region', { name: 'Content provider reach' });
    expect(await within(reach).findByText('Co-op Studio')).toBeInTheDocument();
    expect(rowsOf(reach).at(-1)).toBe('Co-op Studio3002117');
  });

  it('shows a panel’s error with a way to try again', async () => {
    stubFetch(() => jsonResponse(500, { message: 'The database is away', code: 'internal' }));
    renderPanel(<GroupActivityPanel query={period} />);
    const groups = await screen.findByRole('region', { name: 'Groups' });
    expect(await within(groups).findByRole('button', { name: /try again|retry/i })).toBeInTheDocument();
  });
});
