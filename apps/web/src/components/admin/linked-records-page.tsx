/**
 * The admin list screen of records that have a name, a slug made from it and links to content
 * providers (categories, tags): every record, searched and paged in the browser (the list is small
 * and the server answers it whole); page, page size and search live in the address. New and edit
 * open the record's form in the dialog area; delete asks first.
 */
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Button, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { type ReactNode, useMemo } from 'react';
import { showSnackbar } from '../../lib/snackbar-bus';
import { useDialog } from '../layout/dialog-area';
import { PageTitle } from '../page-title';
import { useConfirm } from './confirm';
import { DataTable, useTableUrlState } from './data-table';
import { actionsColumn } from './row-actions';

export type LinkedRecord = {
  id: string;
  name: string;
  slug: string;
  content_providers: readonly unknown[];
};

export interface LinkedRecordsTexts<Row> {
  /** The page title and the table's label: "Categories". */
  title: string;
  /** The line under the title saying what these records are for. */
  intro: ReactNode;
  /** One record, as the row's buttons name it: "category" gives "Edit category Summer". */
  noun: string;
  /** The add button and the new record's dialog title: "New category". */
  newLabel: string;
  searchLabel: string;
  emptyTitle: string;
  /** What deleting the record does, asked before it is done. */
  deleteMessage: (row: Row) => ReactNode;
  /** The snackbar once it is gone: "Category “Summer” deleted". */
  deleted: (row: Row) => string;
}

export interface LinkedRecordsPageProps<Row extends LinkedRecord> {
  texts: LinkedRecordsTexts<Row>;
  /** The list query's result (every record). */
  list: {
    data: readonly Row[] | undefined;
    isPending: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  /** The delete mutation, called with the record's id. */
  remove: { mutate: (id: string, options: { onSuccess: () => void }) => void };
  /** The record's form: with a record to edit it, without one for a new record. */
  renderForm: (row?: Row) => ReactNode;
}

const matches = (row: LinkedRecord, search: string) => {
  const needle = search.trim().toLowerCase();
  return !needle || row.name.toLowerCase().includes(needle) || row.slug.includes(needle);
};

export function LinkedRecordsPage<Row extends LinkedRecord>({
  texts,
  list,
  remove,
  renderForm,
}: LinkedRecordsPageProps<Row>) {
  const table = useTableUrlState();
  const { openDialog } = useDialog();
  const confirm = useConfirm();

  const openForm = (row?: Row) =>
    openDialog({
      title: row ? `Edit “${row.name}”` : texts.newLabel,
      content: renderForm(row),
      actions: () => null,
    });

  const askDelete = async (row: Row) => {
    const yes = await confirm({
      title: `Delete “${row.name}”?`,
      message: texts.deleteMessage(row),
      confirmLabel: 'Delete',
      destructive: true,
    });
    if (!yes) return;
    remove.mutate(row.id, { onSuccess: () => showSnackbar(texts.deleted(row)) });
  };

  // The handlers open dialogs through stable functions, and a screen's texts and form do not change;
  // the columns need not change with them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  const columns = useMemo<GridColDef<Row>[]>(
    () => [
      { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
      { field: 'slug', headerName: 'Slug', flex: 1, minWidth: 140 },
      {
        field: 'providers',
        headerName: 'Providers',
        type: 'number',
        width: 100,
        valueGetter: (_value, row) => row.content_providers.length,
      },
      actionsColumn<Row>(2, (row) => [
        { label: `Edit ${texts.noun} ${row.name}`, icon: <EditOutlinedIcon />, onClick: () => openForm(row) },
        {
          label: `Delete ${texts.noun} ${row.name}`,
          icon: <DeleteOutlinedIcon />,
          onClick: () => void askDelete(row),
        },
      ]),
    ],
    [],
  );

  const matching = (list.data ?? []).filter((row) => matches(row, table.search));
  const start = (table.page - 1) * table.pageSize;

  return (
    <>
      <PageTitle>{texts.title}</PageTitle>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {texts.intro}
      </Typography>
      <DataTable<Row>
        state={table}
        columns={columns}
        rows={list.data && matching.slice(start, start + table.pageSize)}
        rowCount={list.data && matching.length}
        loading={list.isPending}
        error={list.error ?? undefined}
        onRetry={() => void list.refetch()}
        label={texts.title}
        searchLabel={texts.searchLabel}
        emptyTitle={texts.emptyTitle}
        toolbar={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => openForm()}
            sx={{ ml: { sm: 'auto !important' } }}
          >
            {texts.newLabel}
          </Button>
        }
      />
    </>
  );
}
