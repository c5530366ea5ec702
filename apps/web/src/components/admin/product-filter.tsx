import { adminProductRoutes, productRoutes } from '@stockroom/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { callRoute } from '../../lib/api-client';
import { IdFilter } from './id-filter';

/**
 * The products screen's keys: the pickers share its cached searches and records, and it shares
 * theirs.
 */
const productKeys = {
  search: (search: string, type: 'template' | undefined) =>
    ['products', 'admin-list', { page: 1, page_size: 20, search, ...(type && { product_type: type }) }] as const,
  detail: (id: string) => ['products', 'detail', id] as const,
};

/** GET /api/admin/products: the first products matching a search, asked only while the picker is open. */
const optionsOf = (type: 'template' | undefined) => (search: string, open: boolean) => {
  const found = useQuery({
    queryKey: productKeys.search(search, type),
    queryFn: ({ signal }) =>
      callRoute(
        adminProductRoutes.adminList,
        { query: { page: 1, page_size: 20, search, ...(type && { product_type: type }) } },
        { signal },
      ),
    enabled: open,
  });
  return {
    options: (found.data?.dataset ?? []).map((product) => ({ id: product.id, label: product.title })),
    loading: found.isFetching,
  };
};
const anyProduct = optionsOf(undefined);
const templateProduct = optionsOf('template');

interface ProductFilterProps {
  /** The chosen product's id, as the address names it. */
  value: string | undefined;
  onChange: (id: string | undefined) => void;
  /** Only template products (what members customize). */
  templatesOnly?: boolean;
  noOptionsText?: string;
}

/** A filter by one product (the admin list answers a page at most), searched on the server as the admin types. */
export function ProductFilter({ value, onChange, templatesOnly = false, noOptionsText }: ProductFilterProps) {
  // GET /api/products/{id}: the product the address names, for the picker to show its title.
  const product = useQuery({
    queryKey: productKeys.detail(value ?? ''),
    queryFn: ({ signal }) => callRoute(productRoutes.get, { params: { id: value ?? '' } }, { signal }),
    enabled: value !== undefined,
  });
  const title = product.data?.title;
  const chosen = useMemo(() => (value ? { id: value, label: title ?? 'Loading…' } : null), [value, title]);
  return (
    <IdFilter
      label="Product"
      value={chosen}
      onChange={onChange}
      useOptions={templatesOnly ? templateProduct : anyProduct}
      noOptionsText={noOptionsText ?? (templatesOnly ? 'No template product matches' : 'No product matches')}
    />
  );
}
