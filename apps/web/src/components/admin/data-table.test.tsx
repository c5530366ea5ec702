import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../test/render';
import { DataTable, type TableUrlState, useTableUrlState } from './data-table';

interface Fruit {
  id: string;
  name: string;
}

const FRUITS: Fruit[] = Array.from({ length: 23 }, (_, i) => ({ id: String(i + 1), name: `Fruit ${i + 1}` }));
const columns = [{ field: 'name', headerName: 'Name', flex: 1 }];

let lastState: TableUrlState | undefined;

/** Plays the server: filters and pages the fruits as the address says. */
function FruitTable({ error }: { error?: Error }) {
  const state = useTableUrlState({ defaultPageSize: 10 });
  lastState = state;
  const matching = FRUITS.filter((f) => f.name.toLowerCase().includes(state.search.toLowerCase()));
  const rows = error ? undefined : matching.slice((state.page - 1) * state.pageSize, state.page * state.pageSize);
  return (
    <DataTable
      state={state}
      columns={columns}
      rows={rows}
      rowCount={error ? undefined : matching.length}
      loading={false}
      error={error}
      label="Fruits"
      searchLabel="Search fruits"
      emptyTitle="No fruits yet"
    />
  );
}

const cellTexts = () =>
  within(screen.getByRole('grid', { name: 'Fruits' }))
    .queryAllByRole('gridcell')
    .map((cell) => cell.textContent);

describe('DataTable', () => {
  it('reads page and page size from the address and writes the next page back', async () => {
    const { router, user } = renderAt(<FruitTable />, '/fruits?page=2&page_size=10');
    await waitFor(() => expect(cellTexts()).toContain('Fruit 11'));
    expect(cellTexts()).not.toContain('Fruit 1');

    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    await waitFor(() => expect(cellTexts()).toEqual(['Fruit 21', 'Fruit 22', 'Fruit 23']));
  });

  it('searches after a pause, from the first page, without adding a history entry', async () => {
    const { router, user } = renderAt(<FruitTable />, '/fruits?page=2');
    await user.type(screen.getByRole('searchbox', { name: 'Search fruits' }), 'Fruit 2');
    await waitFor(() => expect(router.state.location.search).toBe('?search=Fruit+2'));
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(cellTexts()).toContain('Fruit 20'));
    expect(lastState?.page).toBe(1);
  });

  it('moves to the last page when the address points past it', async () => {
    const { router } = renderAt(<FruitTable />, '/fruits?page=9');
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
  });

  it('says so when a search finds nothing', async () => {
    const { user } = renderAt(<FruitTable />, '/fruits');
    await user.type(screen.getByRole('searchbox', { name: 'Search fruits' }), 'kiwi{Enter}');
    expect(await screen.findByText('Nothing matches “kiwi”')).toBeInTheDocument();
  });

  it('shows a failed load in the table', async () => {
    renderAt(<FruitTable error={new Error('Network Error')} />, '/fruits');
    expect(await screen.findByRole('alert')).toHaveTextContent('Network Error');
  });
});
