import { arrayMove } from '@dnd-kit/sortable';
import { Alert, Button, Stack } from '@mui/material';
import type { ContentProvider } from '@stockroom/contract';
import { useState } from 'react';
import { EmptyState, ErrorState, LoadingState } from '../../../components/feedback/page-states';
import { useDialog } from '../../../components/layout/dialog-area';
import { SortableList } from '../../../components/sortable/sortable-list';
import { showSnackbar } from '../../../lib/snackbar-bus';
import { useProviderCategories } from '../api/provider-categories';
import { useUpdateProviderMutation } from '../api/update-provider';

/**
 * Orders one provider's categories: the list comes from GET /api/content-providers/{id}/categories
 * and is saved as the provider's order_categories, comma-joined.
 */
export function CategoryOrderForm({ provider }: { provider: ContentProvider }) {
  const { closeDialog } = useDialog();
  const categories = useProviderCategories(provider.id);
  const update = useUpdateProviderMutation();
  const [draft, setDraft] = useState<string[] | null>(null);

  const loaded = categories.data ?? [];
  const order = draft ?? loaded.map((category) => category.id);
  const items = order.flatMap((id) => {
    const category = loaded.find((c) => c.id === id);
    return category ? [{ id, label: category.name }] : [];
  });

  const save = () =>
    update.mutate(
      { id: provider.id, body: { name: provider.name, order_categories: order.join(',') } },
      {
        onSuccess: () => {
          showSnackbar(`Category order of “${provider.name}” saved`);
          closeDialog();
        },
      },
    );

  return (
    <Stack spacing={2}>
      {categories.isPending && <LoadingState label="Loading categories" />}
      {categories.isError && <ErrorState error={categories.error} onRetry={() => void categories.refetch()} />}
      {categories.data?.length === 0 && (
        <EmptyState title="No categories">Link a category to this provider on the Categories screen first.</EmptyState>
      )}
      {items.length > 0 && (
        <>
          <Alert severity="info" variant="outlined">
            Drag a category by its handle, or use Move up and Move down, then save.
          </Alert>
          <SortableList
            items={items}
            label={`Categories of ${provider.name}`}
            onMove={(from, to) => setDraft(arrayMove(order, from, to))}
          />
        </>
      )}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={closeDialog}>Cancel</Button>
        <Button variant="contained" onClick={save} disabled={draft === null || update.isPending}>
          Save
        </Button>
      </Stack>
    </Stack>
  );
}
