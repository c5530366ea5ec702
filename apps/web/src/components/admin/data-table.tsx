/**
 * The admin screens' server-paged table: a thin DataGrid whose page, page size and search live in
 * the address (?page=2&page_size=50&search=ann), so a reload, a shared link or the back button
 * shows the same rows. The screen reads that state with `useTableUrlState`, asks the server for the
 * page, and hands the answer to `DataTable`.
 */
import SearchIcon from '@mui/icons-material/Search';
import { Box, InputAdornment, Stack, TextField } from '@mui/material';
import { DataGrid, type GridColDef, GridOverlay, type GridValidRowModel } from '@mui/x-data-grid';
import {
  type ComponentProps,
  type FormEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState, ErrorState } from '../feedback/page-states';

declare module '@mui/x-data-grid' {
  interface NoRowsOverlayPropsOverrides {
    emptyTitle?: string;
    emptyMessage?: ReactNode;
    error?: unknown;
    onRetry?: () => void;
  }
}

/** The DataGrid community edition pages at most 100 rows, as do the admin lists (spec §5). */
export const DEFAULT_PAGE_SIZE_OPTIONS = [10, 25, 50, 100] as const;
export const SEARCH_DELAY_MS = 300;

export interface TableUrlOptions {
  defaultPageSize?: number;
  pageSizeOptions?: readonly number[];
  /** Tells two tables on one screen apart in the address: `users_page`, `users_search`. */
  prefix?: string;
}

export interface TableUrlState {
  /** 1-based, as the server counts. */
  page: number;
  pageSize: number;
  search: string;
  pageSizeOptions: readonly number[];
  setPagination: (next: { page: number; pageSize: number }, options?: { replace?: boolean }) => void;
  /** A new search starts at the first page and replaces the address entry instead of adding one. */
  setSearch: (search: string) => void;
}

const positiveInt = (raw: string | null) => {
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 ? value : undefined;
};

/** Page, page size and search of one table, read from and written to the address. */
export function useTableUrlState({
  defaultPageSize = 25,
  pageSizeOptions = DEFAULT_PAGE_SIZE_OPTIONS,
  prefix = '',
}: TableUrlOptions = {}): TableUrlState {
  const [params, setParams] = useSearchParams();
  const keys = useMemo(
    () => ({ page: `${prefix}page`, pageSize: `${prefix}page_size`, search: `${prefix}search` }),
    [prefix],
  );
  const rawSize = positiveInt(params.get(keys.pageSize));
  const pageSize = rawSize !== undefined && pageSizeOptions.includes(rawSize) ? rawSize : defaultPageSize;
  const page = positiveInt(params.get(keys.page)) ?? 1;
  const search = params.get(keys.search) ?? '';

  const update = useCallback(
    (changes: Record<string, string | undefined>, replace: boolean) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace },
      ),
    [setParams],
  );

  const setPagination = useCallback<TableUrlState['setPagination']>(
    (next, options) =>
      update(
        {
          [keys.page]: next.page > 1 ? String(next.page) : undefined,
          [keys.pageSize]: next.pageSize !== defaultPageSize ? String(next.pageSize) : undefined,
        },
        options?.replace ?? false,
      ),
    [update, keys, defaultPageSize],
  );
  const setSearch = useCallback(
    (value: string) => update({ [keys.search]: value || undefined, [keys.page]: undefined }, true),
    [update, keys],
  );

  return { page, pageSize, search, pageSizeOptions, setPagination, setSearch };
}

/** The search box: sends what was typed after a short pause, or at once on Enter. */
function TableSearch({ label, value, onSearch }: { label: string; value: string; onSearch: (v: string) => void }) {
  const [draft, setDraft] = useState(value);
  const sent = useRef(value);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  // The back button may change the search: show it, without echoing it back.
  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    setDraft(value);
  }, [value]);

  const send = useCallback((text: string) => {
    sent.current = text;
    onSearchRef.current(text);
  }, []);

  useEffect(() => {
    if (draft === sent.current) return;
    const timer = setTimeout(() => send(draft), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, send]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft !== sent.current) send(draft);
  };

  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ flex: { sm: '0 1 360px' }, minWidth: 0 }}>
      <TextField
        type="search"
        size="small"
        label={label}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        fullWidth
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
    </Box>
  );
}

type OverlayProps = ComponentProps<typeof GridOverlay> & {
  emptyTitle?: string;
  emptyMessage?: ReactNode;
  error?: unknown;
  onRetry?: () => void;
};

/** No rows: either the load failed (with a way to retry) or there is nothing to show. */
function TableOverlay({ emptyTitle = 'Nothing here yet', emptyMessage, error, onRetry, ...rest }: OverlayProps) {
  return (
    <GridOverlay {...rest} sx={{ p: 2 }}>
      {error ? (
        <ErrorState error={error} onRetry={onRetry} />
      ) : (
        <EmptyState title={emptyTitle}>{emptyMessage}</EmptyState>
      )}
    </GridOverlay>
  );
}

export interface DataTableProps<R extends GridValidRowModel> {
  state: TableUrlState;
  columns: readonly GridColDef<R>[];
  /** The current page's rows; undefined until the first answer. */
  rows: readonly R[] | undefined;
  /** Rows on every page together, as the server counts them. */
  rowCount: number | undefined;
  loading: boolean;
  error?: unknown;
  onRetry?: () => void;
  /** The grid's accessible name, e.g. "Users". */
  label: string;
  /** The search box's label; a table the server cannot search has none. */
  searchLabel?: string;
  emptyTitle: string;
  /** Said when a search finds nothing; by default "Nothing matches “…”". */
  noMatchesTitle?: (search: string) => string;
  /** Controls shown beside the search box (filters, chips). */
  toolbar?: ReactNode;
  getRowId?: (row: R) => string;
  getRowClassName?: (params: { row: R }) => string;
  /** Opens a row's record; the row should hold a link to it too, for keyboards and screen readers. */
  onRowClick?: (row: R) => void;
  /** Taller rows for tables that show pictures (the grid's default is 52 px). */
  rowHeight?: number;
}

const GRID_SX = {
  // The grid scrolls sideways inside itself; the page never does.
  width: '100%',
  minWidth: 0,
  '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', px: 1 },
} as const;

/**
 * A plain text cell keeps one line and ends in an ellipsis when narrow: it says the whole text on
 * hover. Cells that draw their own content are left as they are.
 */
const withWholeText = <R extends GridValidRowModel>(column: GridColDef<R>): GridColDef<R> =>
  column.renderCell || column.type === 'actions'
    ? column
    : {
        ...column,
        renderCell: ({ formattedValue, value }) => {
          const text = String(formattedValue ?? value ?? '');
          return <span title={text}>{text}</span>;
        },
      };

/** A server-paged, searchable DataGrid with loading, empty and error overlays. */
export function DataTable<R extends GridValidRowModel>({
  state,
  columns,
  rows,
  rowCount,
  loading,
  error,
  onRetry,
  label,
  searchLabel,
  emptyTitle,
  noMatchesTitle = (search) => `Nothing matches “${search}”`,
  toolbar,
  getRowId,
  getRowClassName,
  onRowClick,
  rowHeight,
}: DataTableProps<R>) {
  const { page, pageSize, search, pageSizeOptions, setPagination, setSearch } = state;
  const paginationModel = useMemo(() => ({ page: page - 1, pageSize }), [page, pageSize]);
  const shownColumns = useMemo(() => columns.map(withWholeText), [columns]);

  // A page beyond the last one (after deletions, or an old link) moves to the last page.
  useEffect(() => {
    if (loading || rowCount === undefined) return;
    const lastPage = Math.max(1, Math.ceil(rowCount / pageSize));
    if (page > lastPage) setPagination({ page: lastPage, pageSize }, { replace: true });
  }, [loading, rowCount, page, pageSize, setPagination]);

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, minWidth: 0 }}>
        {searchLabel !== undefined && <TableSearch label={searchLabel} value={search} onSearch={setSearch} />}
        {toolbar}
      </Stack>
      {error !== undefined && error !== null && rows && rows.length > 0 && (
        <ErrorState error={error} onRetry={onRetry} />
      )}
      <Box sx={{ width: '100%', minWidth: 0 }}>
        <DataGrid<R>
          aria-label={label}
          columns={shownColumns}
          rows={rows ?? []}
          getRowId={getRowId}
          getRowClassName={getRowClassName}
          onRowClick={onRowClick && (({ row }) => onRowClick(row))}
          rowHeight={rowHeight}
          rowCount={rowCount ?? 0}
          loading={loading}
          autoHeight
          paginationMode="server"
          paginationModel={paginationModel}
          onPaginationModelChange={(model) => {
            // A new page size starts again at the first page.
            const nextPage = model.pageSize !== pageSize ? 1 : model.page + 1;
            setPagination({ page: nextPage, pageSize: model.pageSize });
          }}
          pageSizeOptions={pageSizeOptions}
          // The server decides the order; a header click must not pretend to sort one page.
          disableColumnSorting
          disableColumnMenu
          disableColumnFilter
          disableRowSelectionOnClick
          slots={{ noRowsOverlay: TableOverlay }}
          slotProps={{
            loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' },
            noRowsOverlay: {
              emptyTitle: search ? noMatchesTitle(search) : emptyTitle,
              emptyMessage: search ? 'Try another search.' : undefined,
              error: error ?? undefined,
              onRetry,
            },
          }}
          sx={onRowClick ? { ...GRID_SX, '& .MuiDataGrid-row': { cursor: 'pointer' } } : GRID_SX}
        />
      </Box>
    </Stack>
  );
}
