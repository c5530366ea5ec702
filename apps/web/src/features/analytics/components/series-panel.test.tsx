import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { renderRoutes } from '../../../test/render';
import type { SeriesBucket } from '../api/series';
import { type SeriesMeasure, SeriesPanel } from './series-panel';

const period = { from: '2026-11-01', to: '2026-11-03' };
const counts = (product_view: number, search = 0) => ({
  impression: 0,
  product_view,
  customization: 0,
  download: 0,
  request: 0,
  subscription: 0,
  login: 0,
  search,
});
const daily = {
  period,
  bucket: 'day',
  points: [
    { start: '2026-11-01', counts: counts(4, 1), active_members: 2 },
    { start: '2026-11-02', counts: counts(0), active_members: 0 },
    { start: '2026-11-03', counts: counts(1234), active_members: 7 },
  ],
};

/** The panel with its choices held as the page holds them (in the address), here in state. */
function Harness() {
  const [choice, setChoice] = useState<{ measure: SeriesMeasure; bucket: SeriesBucket }>({
    measure: 'product_view',
    bucket: 'day',
  });
  return (
    <SeriesPanel
      query={period}
      measure={choice.measure}
      bucket={choice.bucket}
      onChoice={(key, value) => setChoice((previous) => ({ ...previous, [key]: value }))}
    />
  );
}

const renderSeries = () => renderRoutes([{ path: '/admin/analytics', element: <Harness /> }], '/admin/analytics');

describe('series panel', () => {
  it('lists each day of the chosen measure in the table beside the chart', async () => {
    const { seen } = stubFetch(() => jsonResponse(200, daily));
    renderSeries();
    const table = await screen.findByRole('region', { name: 'Product views per day' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DayProduct viewsActive members',
      '2026-11-0142',
      '2026-11-0200',
      '2026-11-031,2347',
    ]);
    expect(seen[0]?.url.pathname).toBe('/api/admin/analytics/series');
    expect(seen[0]?.url.searchParams.get('bucket')).toBe('day');
  });

  it('shows another measure from the same answer, and asks again per week', async () => {
    const { seen } = stubFetch((request) =>
      jsonResponse(
        200,
        request.url.searchParams.get('bucket') === 'week'
          ? { period, bucket: 'week', points: [{ start: '2026-10-26', counts: counts(9, 3), active_members: 5 }] }
          : daily,
      ),
    );
    const { user } = renderSeries();
    await screen.findByRole('region', { name: 'Product views per day' });
    await user.selectOptions(screen.getByLabelText('Measure'), 'Searches');
    const searches = await screen.findByRole('region', { name: 'Searches per day' });
    expect(within(searches).getAllByRole('row')[1]).toHaveTextContent('2026-11-0112');

    await user.click(screen.getByRole('button', { name: 'Per week' }));
    const weekly = await screen.findByRole('region', { name: 'Searches per week' });
    expect(
      within(weekly)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Week ofSearchesActive members', '2026-10-2635']);
    expect(seen.at(-1)?.url.searchParams.get('bucket')).toBe('week');
  });

  it('says so when the measure counted nothing, and keeps the choice of measure', async () => {
    stubFetch(() => jsonResponse(200, daily));
    const { user } = renderSeries();
    await screen.findByRole('region', { name: 'Product views per day' });
    await user.selectOptions(screen.getByLabelText('Measure'), 'Subscriptions');
    expect(await screen.findByText('No subscriptions in this period')).toBeInTheDocument();
    expect(screen.getByLabelText('Measure')).toHaveValue('subscription');
  });

  it('shows a failure with a way to try again', async () => {
    stubFetch(() => jsonResponse(500, { message: 'The database is away', code: 'INTERNAL' }));
    renderSeries();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
