import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Button, Typography } from '@mui/material';
import { GridActionsCell, GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import type { Tag } from '@stockroom/contract';
import { useMemo } from 'react';
import { useConfirm } from '../../../components/admin/confirm';
import { DataTable, useTableUrlState } from '../../../components/admin/data-table';
import { useDialog } from '../../../components/layout/dialog-area';
import { PageTitle } from '../../../components/page-title';
import { showSnackbar } from '../../../lib/snackbar-bus';
import { useDeleteTagMutation } from '../api/delete-tag';
import { useTags } from '../api/list-tags';
import { TagForm } from './tag-form';

const matches = (tag: Tag, search: string) => {
  const needle = search.trim().toLowerCase();
  return !needle || tag.name.toLowerCase().includes(needle) || tag.slug.includes(needle);
};

/**
 * /admin/tags: every tag, searched and paged in the browser (the list is small and the server
 * answers it whole); page, page size and search live in the address.
 */
export function TagsPage() {
  const table = useTableUrlState();
  const tags = useTags();
  const remove = useDeleteTagMutation();
  const { openDialog } = useDialog();
  const confirm = useConfirm();

  const openForm = (tag?: Tag) =>
    openDialog({
      title: tag ? `Edit “${tag.name}”` : 'New tag',
      content: <TagForm tag={tag} />,
      actions: () => null,
    });

  const askDelete = async (tag: Tag) => {
    const yes = await confirm({
      title: `Delete “${tag.name}”?`,
      message: 'It is taken off every product and deleted for good, with its provider links. This cannot be undone.',
      confirmLabel: 'Delete',
      destructive: true,
    });
    if (!yes) return;
    remove.mutate(tag.id, { onSuccess: () => showSnackbar(`Tag “${tag.name}” deleted`) });
  };

  // The handlers open dialogs through stable functions; the columns need not change with them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  const columns = useMemo<GridColDef<Tag>[]>(
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
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 100,
        renderCell: (params) => (
          <GridActionsCell {...params}>
            <GridActionsCellItem icon={<EditOutlinedIcon />} label="Edit" onClick={() => openForm(params.row)} />
            <GridActionsCellItem
              icon={<DeleteOutlinedIcon />}
              label="Delete"
              onClick={() => void askDelete(params.row)}
            />
          </GridActionsCell>
        ),
      },
    ],
    [],
  );

  const matching = (tags.data ?? []).filter((tag) => matches(tag, table.search));
  const start = (table.page - 1) * table.pageSize;

  return (
    <>
      <PageTitle>Tags</PageTitle>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Tags group products across categories. Each content provider linked to a tag caps what that provider's members
        get through it.
      </Typography>
      <DataTable<Tag>
        state={table}
        columns={columns}
        rows={tags.data && matching.slice(start, start + table.pageSize)}
        rowCount={tags.data && matching.length}
        loading={tags.isPending}
        error={tags.error ?? undefined}
        onRetry={() => void tags.refetch()}
        label="Tags"
        searchLabel="Search tags"
        emptyTitle="No tags yet"
        toolbar={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => openForm()}
            sx={{ ml: { sm: 'auto !important' } }}
          >
            New tag
          </Button>
        }
      />
    </>
  );
}
