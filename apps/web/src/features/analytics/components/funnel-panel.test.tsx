import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { renderRoutes } from '../../../test/render';
import { FunnelPanel } from './funnel-panel';

const period = { from: '2026-11-01', to: '2026-11-30' };
const step = (kind: string, count: number, conversion: number | null) => ({ kind, count, members: count, conversion });

function renderFunnel() {
  return renderRoutes([{ path: '/admin/analytics', element: <FunnelPanel query={period} /> }], '/admin/analytics');
}

describe('funnel panel', () => {
  it('shows each step with its conversion from the step before', async () => {
    const { seen } = stubFetch(() =>
      jsonResponse(200, {
        period,
        steps: [
          step('impression', 200, null),
          step('product_view', 50, 0.25),
          step('customization', 0, 0),
          step('download', 0, null),
          step('request', 0, null),
          step('subscription', 0, null),
        ],
      }),
    );
    renderFunnel();
    expect(await screen.findByText('25% of impressions')).toBeInTheDocument();
    expect(screen.getByText('0% of product views')).toBeInTheDocument();
    expect(screen.getByText('— of customizations')).toBeInTheDocument();
    expect(seen[0]?.url.pathname).toBe('/api/admin/analytics/funnel');
    expect(seen[0]?.url.searchParams.get('from')).toBe('2026-11-01');
  });

  it('downloads its steps as CSV from the panel header', async () => {
    stubFetch(() =>
      jsonResponse(200, { period, steps: [step('impression', 200, null), step('product_view', 50, 0.25)] }),
    );
    let saved = '';
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:csv');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved = this.download;
    });
    const { user } = renderFunnel();
    await user.click(await screen.findByRole('button', { name: 'Download the funnel as CSV' }));
    expect(saved).toBe('funnel-2026-11-01-to-2026-11-30.csv');
  });

  it('says so when nothing happened in the period', async () => {
    stubFetch(() => jsonResponse(200, { period, steps: [step('impression', 0, null), step('product_view', 0, null)] }));
    renderFunnel();
    expect(await screen.findByText('No activity in this period')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /as CSV/ })).not.toBeInTheDocument();
  });

  it('shows the failure with a way to try again, on its own', async () => {
    stubFetch(() => jsonResponse(500, { error: 'Internal Server Error', message: 'The database is away' }));
    renderFunnel();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
