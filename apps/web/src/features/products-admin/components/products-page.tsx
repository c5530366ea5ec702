import AddIcon from '@mui/icons-material/Add';
import { Button, Paper, Stack } from '@mui/material';
import type { ExtendedProduct } from '@stockroom/contract';
import { IdSchema } from '@stockroom/contract';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useConfirm } from '../../../components/admin/confirm';
import { DataTable, useTableUrlState } from '../../../components/admin/data-table';
import { EmptyState } from '../../../components/feedback/page-states';
import { PageTitle } from '../../../components/page-title';
import { showSnackbar } from '../../../lib/snackbar-bus';
import { useAdminProducts } from '../api/admin-products';
import { useCategoryOptions } from '../api/catalogue-options';
import { useDeleteProductMutation } from '../api/delete-product';
import { useProductColumns } from './product-columns';
import { ProductFilterBar, useProductFilters } from './product-filters';
import { type ProductDialogTarget, ProductFormDialog } from './product-form-dialog';

const SEARCH_MAX = 200;

/** /admin/products: every product, drafts included, paged by the server; create, edit and delete. */
export function ProductsPage() {
  const table = useTableUrlState({ defaultPageSize: 25 });
  const { filters, setFilter, query, active } = useProductFilters();
  const search = table.search.trim().slice(0, SEARCH_MAX);
  const products = useAdminProducts({ page: table.page, page_size: table.pageSize, search, ...query });
  const categories = useCategoryOptions();
  const remove = useDeleteProductMutation();
  const confirm = useConfirm();
  const [target, setTarget] = useState<ProductDialogTarget | null>(null);
  // ?edit={id} opens that product's form: other screens (a template's products) link straight to it.
  const [params, setParams] = useSearchParams();
  const editId = params.get('edit');
  const linked = useMemo<ProductDialogTarget | null>(
    () => (editId && IdSchema.safeParse(editId).success ? { mode: 'edit', id: editId, title: '' } : null),
    [editId],
  );
  const closeDialog = () => {
    setTarget(null);
    if (editId !== null) {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.delete('edit');
          return next;
        },
        { replace: true },
      );
    }
  };

  const onEdit = useCallback(
    (product: ExtendedProduct) => setTarget({ mode: 'edit', id: product.id, title: product.title }),
    [],
  );
  const onDelete = useCallback(
    async (product: ExtendedProduct) => {
      const yes = await confirm({
        title: `Delete “${product.title}”?`,
        message:
          'It is deleted for good, with its links to categories, tags and campaigns, and leaves every pinned list.',
        confirmLabel: 'Delete',
        destructive: true,
      });
      if (yes) remove.mutate(product.id, { onSuccess: () => showSnackbar(`“${product.title}” deleted`) });
    },
    [confirm, remove.mutate],
  );
  const askDelete = useCallback((product: ExtendedProduct) => void onDelete(product), [onDelete]);
  const columns = useProductColumns({
    onEdit,
    onDelete: askDelete,
    categories: categories.data,
    busyId: remove.isPending ? remove.variables : undefined,
  });

  const openCreate = () => setTarget({ mode: 'create' });
  // With nothing at all to list, the table gives way to a way to start.
  const nothingYet = products.data?.count === 0 && !search && !active && !products.isPlaceholderData;

  return (
    <>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap', gap: 1 }}
      >
        <PageTitle>Products</PageTitle>
        <Button variant="contained" startIcon={<AddIcon />} onClick={openCreate}>
          New product
        </Button>
      </Stack>
      {nothingYet ? (
        <Paper variant="outlined">
          <EmptyState title="No products yet">
            <Button variant="outlined" startIcon={<AddIcon />} onClick={openCreate} sx={{ mt: 1 }}>
              Create the first product
            </Button>
          </EmptyState>
        </Paper>
      ) : (
        <DataTable
          state={table}
          label="Products"
          searchLabel="Search products"
          columns={columns}
          rows={products.data?.dataset}
          rowCount={products.data?.count}
          loading={products.isFetching}
          error={products.error}
          onRetry={() => void products.refetch()}
          emptyTitle={active ? 'No products match these filters' : 'No products yet'}
          noMatchesTitle={(text) => `No products match “${text}”`}
          toolbar={<ProductFilterBar filters={filters} onChange={setFilter} categories={categories.data ?? []} />}
        />
      )}
      <ProductFormDialog target={target ?? linked} onClose={closeDialog} />
    </>
  );
}
