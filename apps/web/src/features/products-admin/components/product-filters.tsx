import { Stack } from '@mui/material';
import { type AdminProductsQuery, IdSchema, PRODUCT_TYPES } from '@stockroom/contract';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { FilterSelect } from '../../../components/admin/filter-select';
import { PRODUCT_TYPE_LABELS } from './product-labels';
import type { NamedOption } from './product-links-fields';

type FilterName = 'category' | 'type' | 'draft';
export type ProductFilters = Record<FilterName, string>;

const DRAFT_OPTIONS = [
  ['', 'Drafts and published'],
  ['true', 'Drafts only'],
  ['false', 'Published only'],
] as const;

/**
 * The table's filters, kept in the address beside its page and search (?category=…&type=…&draft=true)
 * so that a reload or a shared link shows the same products. A new filter starts at the first page.
 */
export function useProductFilters() {
  const [params, setParams] = useSearchParams();
  const category = params.get('category') ?? '';
  const filters: ProductFilters = {
    // An id that is not one would be refused before the request is sent: the filter is left off.
    category: IdSchema.safeParse(category).success ? category : '',
    type: PRODUCT_TYPES.find((type) => type === params.get('type')) ?? '',
    draft: DRAFT_OPTIONS.find(([value]) => value === params.get('draft'))?.[0] ?? '',
  };
  const setFilter = useCallback(
    (name: FilterName, value: string) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set(name, value);
        else next.delete(name);
        next.delete('page');
        return next;
      }),
    [setParams],
  );
  const query: Partial<AdminProductsQuery> = {
    ...(filters.category && { category_id: filters.category }),
    ...(filters.type && { product_type: filters.type as AdminProductsQuery['product_type'] }),
    ...(filters.draft && { is_draft: filters.draft as AdminProductsQuery['is_draft'] }),
  };
  const active = Boolean(filters.category || filters.type || filters.draft);
  return { filters, setFilter, query, active };
}

interface ProductFilterBarProps {
  filters: ProductFilters;
  onChange: (name: FilterName, value: string) => void;
  categories: readonly NamedOption[];
}

/** Category, type and draft, beside the search box; they wrap on a phone. */
export function ProductFilterBar({ filters, onChange, categories }: ProductFilterBarProps) {
  const categoryOptions = [['', 'All categories'] as const, ...categories.map((c) => [c.id, c.name] as const)];
  // A category from an old link that no longer exists still shows as chosen.
  if (filters.category && !categories.some((c) => c.id === filters.category)) {
    categoryOptions.push([filters.category, 'Unknown category']);
  }
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      <FilterSelect
        label="Category"
        value={filters.category}
        onChange={(value) => onChange('category', value)}
        options={categoryOptions}
      />
      <FilterSelect
        label="Type"
        value={filters.type}
        onChange={(value) => onChange('type', value)}
        options={[['', 'All types'], ...PRODUCT_TYPES.map((type) => [type, PRODUCT_TYPE_LABELS[type]] as const)]}
      />
      <FilterSelect
        label="Draft"
        value={filters.draft}
        onChange={(value) => onChange('draft', value)}
        options={DRAFT_OPTIONS}
      />
    </Stack>
  );
}
