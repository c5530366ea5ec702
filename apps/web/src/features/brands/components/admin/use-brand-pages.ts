/**
 * The brands table's place, kept in the address: `search`, `page` (1-based) and `start`, the
 * cursor the server answered for that page (paging is keyset, decision 0018). The cursors of the
 * pages before it ride in the history entry's state, so Previous works after a reload too; an
 * address that lacks them (a shared link) goes back to the first page.
 */
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { TableUrlState } from '../../../../components/admin/data-table';
import { useBrandsPage } from '../../api/list-brands';

export const BRANDS_PAGE_SIZE = 20;
const PAGE_SIZES = [BRANDS_PAGE_SIZE] as const;

type Cursor = string | null;
interface PagesState {
  /** The cursor of each page up to the current one: [null, page 2's, page 3's, …]. */
  brandCursors?: (Cursor | undefined)[];
}

const positiveInt = (raw: string | null) => {
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 ? value : undefined;
};

const SEARCH_MAX = 200;

/** The table's state for `DataTable`, and the page of brands the address asks for. */
export function useBrandPages() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const search = params.get('search') ?? '';
  const start = params.get('start');
  const known = (location.state as PagesState | null)?.brandCursors;
  // Without its cursor, a page number means nothing: such an address shows the first page.
  const page = start === null ? 1 : (positiveInt(params.get('page')) ?? 1);
  const startKey = page === 1 ? null : start;
  const brands = useBrandsPage({ search: search.trim().slice(0, SEARCH_MAX), startKey, limit: BRANDS_PAGE_SIZE });
  // While the next page loads, the one on screen is the previous answer: its cursor is not the next.
  const nextStartKey = brands.isPlaceholderData ? undefined : brands.data?.startKey;

  const cursors = useMemo(() => {
    const list = Array.from({ length: page }, (_, index) => known?.[index]);
    list[0] = null;
    list[page - 1] = startKey;
    return list;
  }, [known, page, startKey]);

  const move = useCallback(
    (changes: Record<string, string | undefined>, state: PagesState, replace: boolean) => {
      const next = new URLSearchParams(params);
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined) next.delete(key);
        else next.set(key, value);
      }
      navigate({ pathname: location.pathname, search: next.toString() }, { replace, state });
    },
    [params, navigate, location.pathname],
  );

  const setPagination = useCallback<TableUrlState['setPagination']>(
    ({ page: wanted }, options) => {
      let target = wanted;
      let cursor: Cursor | undefined;
      if (wanted === page + 1) {
        // Still loading, or the last page: there is nowhere to go yet.
        if (!nextStartKey) return;
        cursor = nextStartKey;
      } else if (wanted < page) cursor = cursors[wanted - 1];
      // A page whose cursor is not known (or the end of the list) leads back to the first.
      if (target > 1 && (cursor === undefined || cursor === null)) target = 1;
      const kept = target > 1 ? (cursor ?? undefined) : undefined;
      const path = [...cursors.slice(0, target - 1), kept ?? null];
      move(
        { page: kept === undefined ? undefined : String(target), start: kept },
        { brandCursors: path },
        options?.replace ?? false,
      );
    },
    [page, nextStartKey, cursors, move],
  );

  const setSearch = useCallback(
    (value: string) => move({ search: value || undefined, page: undefined, start: undefined }, {}, true),
    [move],
  );

  const state: TableUrlState = {
    page,
    pageSize: BRANDS_PAGE_SIZE,
    search,
    pageSizeOptions: PAGE_SIZES,
    setPagination,
    setSearch,
  };
  return { state, brands };
}
