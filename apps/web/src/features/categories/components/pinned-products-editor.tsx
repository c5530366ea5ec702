import { Alert, Button, Stack, Typography } from '@mui/material';
import type { Category } from '@stockroom/contract';
import { useRef, useState } from 'react';
import { ErrorState, LoadingState } from '../../../components/feedback/page-states';
import { useDialog } from '../../../components/layout/dialog-area';
import { errorMessage } from '../../../lib/api-errors';
import { showSnackbar } from '../../../lib/snackbar-bus';
import { useProductTitles } from '../api/category-products';
import { usePinnedProducts, useSavePinnedMutation } from '../api/pinned-products';
import { PinnedProductSearch } from './pinned-product-search';
import { PinnedProductsList } from './pinned-products-list';

/**
 * A category's pinned products, which its page shows first, in this order: move them, remove
 * them, add more of the category's products; saved as one comma-joined list, or cleared.
 */
export function PinnedProductsEditor({ category }: { category: Category }) {
  const { closeDialog } = useDialog();
  const pinned = usePinnedProducts(category.id);
  const save = useSavePinnedMutation();
  const [draft, setDraft] = useState<string[] | null>(null);
  const [picked, setPicked] = useState<ReadonlyMap<string, string>>(new Map());
  const searchInput = useRef<HTMLInputElement>(null);

  const order = draft ?? pinned.data ?? [];
  const titles = useProductTitles(order.filter((id) => !picked.has(id)));
  const items = order.map((id) => ({ id, label: picked.get(id) ?? titles.get(id) ?? 'Loading…' }));

  const onSave = () =>
    save.mutate(
      { categoryId: category.id, ids: order },
      {
        onSuccess: () => {
          showSnackbar(`Pinned products of “${category.name}” saved`);
          closeDialog();
        },
      },
    );

  if (pinned.isPending) return <LoadingState label="Loading pinned products" />;
  if (pinned.isError) return <ErrorState error={pinned.error} onRetry={() => void pinned.refetch()} />;

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        The category’s page shows these first, in this order, before its other products.
      </Typography>
      {items.length === 0 ? (
        <Typography>Nothing is pinned yet.</Typography>
      ) : (
        <PinnedProductsList
          items={items}
          label={`Pinned products of ${category.name}, in order`}
          onChange={setDraft}
          onEmptied={() => searchInput.current?.focus()}
        />
      )}
      <PinnedProductSearch
        categoryId={category.id}
        exclude={order}
        inputRef={searchInput}
        onAdd={(product) => {
          setPicked((before) => new Map(before).set(product.id, product.title));
          setDraft([...order, product.id]);
        }}
      />
      {save.isError && <Alert severity="error">{errorMessage(save.error)}</Alert>}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={closeDialog}>Cancel</Button>
        <Button variant="contained" onClick={onSave} disabled={draft === null || save.isPending}>
          Save
        </Button>
      </Stack>
    </Stack>
  );
}
