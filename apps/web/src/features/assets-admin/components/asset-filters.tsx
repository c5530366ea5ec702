import { Stack } from '@mui/material';
import { isUuid } from '@stockroom/contract';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { PersonFilter } from '../../../components/admin/person-filter';
import { ProductFilter } from '../../../components/admin/product-filter';

const idParam = (raw: string | null) => (raw && isUuid(raw) ? raw : undefined);

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

export function AssetFilterBar({ filters }: { filters: ReturnType<typeof useAssetFilters> }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, width: { xs: '100%', sm: 'auto' } }}>
      <PersonFilter
        label="Member"
        value={filters.userId}
        onChange={(id) => filters.setFilter('user_id', id)}
        noOptionsText="No member matches"
      />
      <ProductFilter templatesOnly value={filters.productId} onChange={(id) => filters.setFilter('product_id', id)} />
    </Stack>
  );
}
