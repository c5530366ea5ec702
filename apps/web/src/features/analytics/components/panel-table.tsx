import {
  Box,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import type { CsvCell } from '../lib/csv';
import { CsvButton, type CsvExport } from './csv-button';

export interface PanelColumn<R> {
  header: string;
  /** What the CSV holds for the cell, and what the table shows unless `render` says otherwise. */
  value: (row: R) => CsvCell;
  render?: (row: R) => ReactNode;
  numeric?: boolean;
  /** Keeps a short value (a day) on one line; the table scrolls sideways instead. */
  nowrap?: boolean;
}

/** The CSV of a table: its headers, then each row's values as the table holds them. */
export const tableCsv = <R,>(name: string, columns: readonly PanelColumn<R>[], rows: readonly R[]): CsvExport => ({
  name,
  header: columns.map((column) => column.header),
  rows: rows.map((row) => columns.map((column) => column.value(row))),
});

interface PanelTableProps<R> {
  /** Names the table for screen readers. */
  caption: string;
  columns: readonly PanelColumn<R>[];
  rows: readonly R[];
  rowKey: (row: R) => string;
  /**
   * A panel holding more than one table shows each one's caption and CSV download above it; a
   * panel of one table downloads from its header (PanelCard's `csv`) and leaves this out.
   */
  csv?: { name: string; period: { from: string; to: string } };
  /** Caps the table's height (it scrolls inside): a long series stays beside its chart. */
  maxHeight?: number;
}

const formatCell = (value: CsvCell) => (typeof value === 'number' ? value.toLocaleString('en') : (value ?? ''));

/**
 * A panel's table. It scrolls sideways inside its card on a narrow screen; the scrolling box takes
 * keyboard focus so it can be scrolled without a mouse.
 */
export function PanelTable<R>({ caption, columns, rows, rowKey, csv, maxHeight }: PanelTableProps<R>) {
  return (
    <Box sx={{ minWidth: 0 }}>
      {csv && (
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 0.5 }}>
          <Typography variant="subtitle2" component="h3">
            {caption}
          </Typography>
          <CsvButton what={caption.toLowerCase()} period={csv.period} csv={() => tableCsv(csv.name, columns, rows)} />
        </Stack>
      )}
      <TableContainer
        tabIndex={0}
        role="region"
        aria-label={caption}
        sx={{ overflowX: 'auto', maxHeight, border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <Table size="small" stickyHeader={maxHeight !== undefined}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.header} align={column.numeric ? 'right' : 'left'} sx={{ whiteSpace: 'nowrap' }}>
                  {column.header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={rowKey(row)}>
                {columns.map((column) => (
                  <TableCell
                    key={column.header}
                    align={column.numeric ? 'right' : 'left'}
                    sx={{
                      fontVariantNumeric: column.numeric ? 'tabular-nums' : undefined,
                      whiteSpace: column.numeric || column.nowrap ? 'nowrap' : undefined,
                    }}
                  >
                    {column.render ? column.render(row) : formatCell(column.value(row))}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
