import { Stack } from '@mui/material';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type FilterOption, IdFilter } from '../../../components/admin/id-filter';
import { PersonFilter } from '../../../components/admin/person-filter';
import { useProduct, useTemplateProductSearch } from '../api/filter-options';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idParam = (raw: string | null) => (raw && UUID.test(raw) ? raw : undefined);

/** The member and product filters, kept in the address (?user_id=…&product_id=…) like the page. */
export function useAssetFilters() {
  const [params, setParams] = useSearchParams();
  const userId = idParam(params.get('user_id'));
  const productId = idParam(params.get('product_id'));
  const setFilter = useCallback(
    (key: 'user_id' | 'product_id', id: string | undefined) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        if (id) next.set(key, id);
        else next.delete(key);
        // Another filter is another list: it starts at its first page.
        next.delete('page');
        return next;
      }),
    [setParams],
  );
  return { userId, productId, setFilter };
}

const useProductOptions = (search: string, open: boolean) => {
  const found = useTemplateProductSearch(search, open);
  return {
    options: (found.data?.dataset ?? []).map((product) => ({ id: product.id, label: product.title })),
    loading: found.isFetching,
  };
};

/** The chosen option, "Loading…" until the record the address names has been read; the same object while unchanged. */
const useChosen = (id: string | undefined, label: string | undefined): FilterOption | null =>
  useMemo(() => (id ? { id, label: label ?? 'Loading…' } : null), [id, label]);

export function AssetFilterBar({ filters }: { filters: ReturnType<typeof useAssetFilters> }) {
  const product = useProduct(filters.productId);
  const chosenProduct = useChosen(filters.productId, product.data?.title);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, width: { xs: '100%', sm: 'auto' } }}>
      <PersonFilter
        label="Member"
        value={filters.userId}
        onChange={(id) => filters.setFilter('user_id', id)}
        noOptionsText="No member matches"
      />
      <IdFilter
        label="Product"
        value={chosenProduct}
        onChange={(id) => filters.setFilter('product_id', id)}
        useOptions={useProductOptions}
        noOptionsText="No template product matches"
      />
    </Stack>
  );
}
