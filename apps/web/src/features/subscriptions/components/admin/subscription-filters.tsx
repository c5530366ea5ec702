import { MenuItem, Stack, TextField } from '@mui/material';
import { isUuid, SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '@stockroom/contract';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { ProductFilter } from '../../../../components/admin/product-filter';
import { STATUS_LABELS } from '../subscription-labels';

const isStatus = (raw: string | null): raw is SubscriptionStatus =>
  (SUBSCRIPTION_STATUSES as readonly (string | null)[]).includes(raw);

/** The status and product filters, kept in the address (?status=…&product_id=…) like the page. */
export function useSubscriptionFilters() {
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get('status');
  const status = isStatus(rawStatus) ? rawStatus : undefined;
  const rawProduct = params.get('product_id');
  const productId = rawProduct && isUuid(rawProduct) ? rawProduct : undefined;
  const setFilter = useCallback(
    (key: 'status' | 'product_id', value: string | undefined) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set(key, value);
        else next.delete(key);
        // Another filter is another list: it starts at its first page.
        next.delete('page');
        return next;
      }),
    [setParams],
  );
  return { status, productId, setFilter };
}

export function SubscriptionFilterBar({ filters }: { filters: ReturnType<typeof useSubscriptionFilters> }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, width: { xs: '100%', sm: 'auto' } }}>
      <TextField
        select
        size="small"
        label="Status"
        value={filters.status ?? ''}
        onChange={(event) => filters.setFilter('status', event.target.value || undefined)}
        sx={{ width: { xs: '100%', sm: 180 } }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">All statuses</MenuItem>
        {SUBSCRIPTION_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {STATUS_LABELS[status].label}
          </MenuItem>
        ))}
      </TextField>
      <ProductFilter value={filters.productId} onChange={(id) => filters.setFilter('product_id', id)} />
    </Stack>
  );
}
