import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { renderRoutes } from '../../../test/render';
import { SearchesPanel } from './searches-panel';

const period = { from: '2026-11-01', to: '2026-11-30' };

const renderSearches = () =>
  renderRoutes([{ path: '/admin/analytics', element: <SearchesPanel query={period} /> }], '/admin/analytics');

/** Catches the file the browser would save: its name and its text. */
function catchDownload() {
  const saved: { name: string; blob?: Blob } = { name: '' };
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    saved.blob = blob as Blob;
    return 'blob:csv';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.name = this.download;
  });
  return saved;
}

/** jsdom's Blob has no text(); FileReader decodes it (dropping the byte-order mark, as a spreadsheet does). */
const readText = (blob: Blob | undefined) =>
  new Promise<string>((resolve, reject) => {
    if (!blob) return reject(new Error('Nothing was downloaded'));
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

describe('searches panel', () => {
  it('lists the most made searches and those that found nothing, with their counts', async () => {
    const { seen } = stubFetch(() =>
      jsonResponse(200, {
        period,
        top: [
          { query: 'flyer', count: 12, zero_results: 0 },
          { query: 'zebra poster', count: 3, zero_results: 3 },
        ],
        zero_results: [{ query: 'zebra poster', count: 3 }],
      }),
    );
    renderSearches();
    const top = await screen.findByRole('region', { name: 'Top searches' });
    expect(
      within(top)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['SearchSearchesFound nothing', 'flyer120', 'zebra poster33']);
    const nothing = screen.getByRole('region', { name: 'Searches that found nothing' });
    expect(within(nothing).getAllByRole('row')[1]).toHaveTextContent('zebra poster3');
    expect(seen[0]?.url.pathname).toBe('/api/admin/analytics/searches');
    expect(seen[0]?.url.searchParams.get('to')).toBe('2026-11-30');
  });

  it('downloads the searches that found nothing as CSV, named after the period', async () => {
    stubFetch(() =>
      jsonResponse(200, {
        period,
        top: [{ query: 'red, blue', count: 2, zero_results: 2 }],
        zero_results: [{ query: 'red, blue', count: 2 }],
      }),
    );
    const saved = catchDownload();
    const { user } = renderSearches();
    await user.click(await screen.findByRole('button', { name: 'Download searches that found nothing as CSV' }));
    expect(saved.name).toBe('zero-result-searches-2026-11-01-to-2026-11-30.csv');
    expect(await readText(saved.blob)).toBe('Search,Searches\r\n"red, blue",2');
  });

  it('says when nobody searched in the period', async () => {
    stubFetch(() => jsonResponse(200, { period, top: [], zero_results: [] }));
    renderSearches();
    expect(await screen.findByText('No searches in this period')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /as CSV/ })).not.toBeInTheDocument();
  });

  it('says so when every search found something', async () => {
    stubFetch(() =>
      jsonResponse(200, { period, top: [{ query: 'flyer', count: 1, zero_results: 0 }], zero_results: [] }),
    );
    renderSearches();
    expect(await screen.findByText('Every search found something.')).toBeInTheDocument();
  });

  it('shows a failure on its own with a way to try again', async () => {
    stubFetch(() => jsonResponse(500, { message: 'The database is away', code: 'INTERNAL' }));
    renderSearches();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
