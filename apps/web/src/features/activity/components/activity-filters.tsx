import { Stack, TextField } from '@mui/material';
import { ACTIVITY_ACTIONS, ACTIVITY_RECORD_TYPES, type ActivityQuery, isUuid } from '@stockroom/contract';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { FilterSelect } from '../../../components/admin/filter-select';
import { PersonFilter } from '../../../components/admin/person-filter';
import { ACTION_LABELS, recordLabel } from './activity-labels';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
type FilterName = 'actor_id' | 'action' | 'record_type' | 'record_id' | 'from' | 'to';
export type ActivityFilters = Omit<ActivityQuery, 'page' | 'page_size' | 'search'>;

/**
 * The log's filters, kept in the address beside its page and search
 * (?actor_id=…&record_type=product&from=2026-11-01), so a shared link shows the same entries.
 * A value the server would refuse is left out rather than sent.
 */
export function useActivityFilters() {
  const [params, setParams] = useSearchParams();
  const read = (name: FilterName, valid: (raw: string) => boolean) => {
    const raw = params.get(name);
    return raw && valid(raw) ? raw : undefined;
  };
  const values: ActivityFilters = {
    actor_id: read('actor_id', isUuid),
    action: ACTIVITY_ACTIONS.find((a) => a === params.get('action')),
    record_type: ACTIVITY_RECORD_TYPES.find((r) => r === params.get('record_type')),
    record_id: read('record_id', (raw) => raw.length <= 100),
    from: read('from', (raw) => DAY.test(raw)),
    to: read('to', (raw) => DAY.test(raw)),
  };
  const setFilter = useCallback(
    (changes: Partial<Record<FilterName, string | undefined>>) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        // Another filter is another list: it starts at its first page.
        next.delete('page');
        return next;
      }),
    [setParams],
  );
  const defined = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as ActivityFilters;
  return { values: defined, setFilter, active: Object.keys(defined).length > 0 };
}

export function ActivityFilterBar({ filters }: { filters: ReturnType<typeof useActivityFilters> }) {
  const { values, setFilter } = filters;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <PersonFilter label="Person" value={values.actor_id} onChange={(id) => setFilter({ actor_id: id })} />
      <FilterSelect
        label="Action"
        value={values.action ?? ''}
        onChange={(value) => setFilter({ action: value })}
        options={[['', 'All actions'], ...ACTIVITY_ACTIONS.map((a) => [a, ACTION_LABELS[a]] as const)]}
      />
      <FilterSelect
        label="Record"
        value={values.record_type ?? ''}
        // One record's history is a filter on its kind too: a new kind drops it.
        onChange={(value) => setFilter({ record_type: value, record_id: undefined })}
        options={[['', 'All records'], ...ACTIVITY_RECORD_TYPES.map((r) => [r, recordLabel(r)] as const)]}
      />
      <TextField
        type="date"
        size="small"
        label="From"
        value={values.from ?? ''}
        onChange={(event) => setFilter({ from: event.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: values.to } }}
        sx={{ flex: { xs: '1 1 140px', sm: '0 0 auto' } }}
      />
      <TextField
        type="date"
        size="small"
        label="To"
        value={values.to ?? ''}
        onChange={(event) => setFilter({ to: event.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: values.from } }}
        sx={{ flex: { xs: '1 1 140px', sm: '0 0 auto' } }}
      />
    </Stack>
  );
}
