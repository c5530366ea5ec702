import { Button, Stack } from '@mui/material';
import { FilterSelect } from '../../../components/admin/filter-select';
import { ProductFilter } from '../../../components/admin/product-filter';
import { useProviderOptions } from '../../../components/admin/provider-options';
import { type NamedOption, useCategoryOptions, useGroupOptions } from '../api/filter-options';
import { PeriodPicker } from './period-picker';
import type { AnalyticsViewState } from './use-analytics-view';

/** [id, name] pairs after "All …"; a filter the address names but the list lacks still shows. */
function choices(all: string, options: NamedOption[] | undefined, chosen: string | undefined) {
  const pairs: [string, string][] = [['', all], ...(options ?? []).map((o): [string, string] => [o.id, o.name])];
  if (chosen && !pairs.some(([id]) => id === chosen)) pairs.push([chosen, options ? 'Unknown' : 'Loading…']);
  return pairs;
}

/** The period and the four filters; they wrap onto more lines as the screen narrows. */
export function AnalyticsFilterBar({ state }: { state: AnalyticsViewState }) {
  const { view, setPeriod, setFilter, clearFilters } = state;
  const providers = useProviderOptions();
  const categories = useCategoryOptions();
  const groups = useGroupOptions();
  const filtered = Object.keys(view.filters).length > 0;

  return (
    <Stack role="search" aria-label="Period and filters" sx={{ gap: 2, mb: 3 }}>
      <PeriodPicker period={view.period} onChange={setPeriod} />
      <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <FilterSelect
          label="Content provider"
          value={view.filters.provider_id ?? ''}
          onChange={(id) => setFilter('provider_id', id || undefined)}
          options={choices('All providers', providers.data, view.filters.provider_id)}
        />
        <FilterSelect
          label="Category"
          value={view.filters.category_id ?? ''}
          onChange={(id) => setFilter('category_id', id || undefined)}
          options={choices('All categories', categories.data, view.filters.category_id)}
        />
        <FilterSelect
          label="Group"
          value={view.filters.group_id ?? ''}
          onChange={(id) => setFilter('group_id', id || undefined)}
          options={choices('All groups', groups.data, view.filters.group_id)}
        />
        <ProductFilter value={view.filters.product_id} onChange={(id) => setFilter('product_id', id)} />
        {filtered && <Button onClick={clearFilters}>Clear filters</Button>}
      </Stack>
    </Stack>
  );
}
