import { Stack, TextField } from '@mui/material';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

const isDay = (raw: string | null): raw is string => raw !== null && /^\d{4}-\d{2}-\d{2}$/.test(raw);

/** The day filters, kept in the address (?from=…&to=…) like the page and the member search. */
export function useRecordingFilters() {
  const [params, setParams] = useSearchParams();
  const from = params.get('from');
  const to = params.get('to');
  const setDay = useCallback(
    (key: 'from' | 'to', value: string) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        if (isDay(value)) next.set(key, value);
        else next.delete(key);
        next.delete('page');
        return next;
      }),
    [setParams],
  );
  return { from: isDay(from) ? from : undefined, to: isDay(to) ? to : undefined, setDay };
}

export function RecordingFilterBar({ filters }: { filters: ReturnType<typeof useRecordingFilters> }) {
  const field = (key: 'from' | 'to', label: string) => (
    <TextField
      type="date"
      size="small"
      label={label}
      value={filters[key] ?? ''}
      onChange={(event) => filters.setDay(key, event.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ width: { xs: '100%', sm: 170 } }}
    />
  );
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, width: { xs: '100%', sm: 'auto' } }}>
      {field('from', 'Started from')}
      {field('to', 'Started until')}
    </Stack>
  );
}
