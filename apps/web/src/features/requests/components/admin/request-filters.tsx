import { Stack } from '@mui/material';
import { REQUEST_STATUSES, REQUEST_TYPES, type RequestStatus, type RequestType } from '@stockroom/contract';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { FilterSelect } from '../../../../components/admin/filter-select';
import { STATUS_LABELS, TYPE_LABELS } from '../labels';

type FilterName = 'status' | 'type';

/**
 * The queue's status and type filters, kept in the address beside its page and search
 * (?status=new&type=direct_mail), so a reload or a shared link shows the same requests.
 */
export function useRequestFilters() {
  const [params, setParams] = useSearchParams();
  const status: RequestStatus | undefined = REQUEST_STATUSES.find((s) => s === params.get('status'));
  const type: RequestType | undefined = REQUEST_TYPES.find((t) => t === params.get('type'));
  const setFilter = useCallback(
    (name: FilterName, value: string) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set(name, value);
        else next.delete(name);
        // Another filter is another list: it starts at its first page.
        next.delete('page');
        return next;
      }),
    [setParams],
  );
  return { status, type, setFilter, active: status !== undefined || type !== undefined };
}

export function RequestFilterBar({ filters }: { filters: ReturnType<typeof useRequestFilters> }) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      <FilterSelect
        label="Status"
        value={filters.status ?? ''}
        onChange={(value) => filters.setFilter('status', value)}
        options={[['', 'All statuses'], ...REQUEST_STATUSES.map((s) => [s, STATUS_LABELS[s]] as const)]}
      />
      <FilterSelect
        label="Type"
        value={filters.type ?? ''}
        onChange={(value) => filters.setFilter('type', value)}
        options={[['', 'All types'], ...REQUEST_TYPES.map((t) => [t, TYPE_LABELS[t]] as const)]}
      />
    </Stack>
  );
}
