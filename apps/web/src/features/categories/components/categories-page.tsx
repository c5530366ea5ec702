import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Button, Typography } from '@mui/material';
import { GridActionsCell, GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import type { Category } from '@stockroom/contract';
import { useMemo } from 'react';
import { useConfirm } from '../../../components/admin/confirm';
import { DataTable, useTableUrlState } from '../../../components/admin/data-table';
import { useDialog } from '../../../components/layout/dialog-area';
import { PageTitle } from '../../../components/page-title';
import { showSnackbar } from '../../../lib/snackbar-bus';
import { useDeleteCategoryMutation } from '../api/delete-category';
import { useCategories } from '../api/list-categories';
import { CategoryForm } from './category-form';

const matches = (category: Category, search: string) => {
  const needle = search.trim().toLowerCase();
  return !needle || category.name.toLowerCase().includes(needle) || category.slug.includes(needle);
};

/**
 * /admin/categories: every category, searched and paged in the browser (the list is small and
 * the server answers it whole); page, page size and search live in the address.
 */
export function CategoriesPage() {
  const table = useTableUrlState();
  const categories = useCategories();
  const remove = useDeleteCategoryMutation();
  const { openDialog } = useDialog();
  const confirm = useConfirm();

  const openForm = (category?: Category) =>
    openDialog({
      title: category ? `Edit “${category.name}”` : 'New category',
      content: <CategoryForm category={category} />,
      actions: () => null,
    });

  const askDelete = async (category: Category) => {
    const yes = await confirm({
      title: `Delete “${category.name}”?`,
      message: `It leaves every list, and /${category.slug} becomes free for another category. Its products keep their other categories.`,
      confirmLabel: 'Delete',
      destructive: true,
    });
    if (!yes) return;
    remove.mutate(category.id, { onSuccess: () => showSnackbar(`Category “${category.name}” deleted`) });
  };

  // The handlers open dialogs through stable functions; the columns need not change with them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  const columns = useMemo<GridColDef<Category>[]>(
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

  const matching = (categories.data ?? []).filter((category) => matches(category, table.search));
  const start = (table.page - 1) * table.pageSize;

  return (
    <>
      <PageTitle>Categories</PageTitle>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        A category's page is at its slug, made from its name. Each content provider linked to it caps what that
        provider's members get in it.
      </Typography>
      <DataTable<Category>
        state={table}
        columns={columns}
        rows={categories.data && matching.slice(start, start + table.pageSize)}
        rowCount={categories.data && matching.length}
        loading={categories.isPending}
        error={categories.error ?? undefined}
        onRetry={() => void categories.refetch()}
        label="Categories"
        searchLabel="Search categories"
        emptyTitle="No categories yet"
        toolbar={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => openForm()}
            sx={{ ml: { sm: 'auto !important' } }}
          >
            New category
          </Button>
        }
      />
    </>
  );
}
