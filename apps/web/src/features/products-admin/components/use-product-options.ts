import { useEffect, useMemo, useState } from 'react';
import { useProductSearch } from '../api/admin-products';
import { useProductTitles } from '../api/product-detail';

export interface ProductOption {
  id: string;
  title: string;
}

const SEARCH_DELAY_MS = 300;

/**
 * What a product picker offers: the products matching what was typed, asked of the server after a
 * short pause and only while the list is open; never the product being edited itself.
 */
export function useProductOptions(excludeId: string | undefined) {
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(input), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input]);
  const found = useProductSearch(search, open);
  const options = useMemo<ProductOption[]>(
    () =>
      (found.data?.dataset ?? []).filter((product) => product.id !== excludeId).map(({ id, title }) => ({ id, title })),
    [found.data, excludeId],
  );
  return { input, setInput, open, setOpen, options, loading: found.isFetching };
}

/**
 * The chosen products as options, in the order given: titles come from the picks made here, else
 * are read (a product linked before the form opened).
 */
export function useChosenProducts(ids: readonly string[], picked: ReadonlyMap<string, string>): ProductOption[] {
  const unknown = useMemo(() => ids.filter((id) => !picked.has(id)), [ids, picked]);
  const read = useProductTitles(unknown);
  const titles = ids.map((id) => picked.get(id) ?? read.get(id) ?? 'Loading…');
  // The same choice keeps the same objects: the picker resets what was typed when its value changes.
  const key = JSON.stringify([ids, titles]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key holds ids and titles
  return useMemo(() => ids.map((id, i) => ({ id, title: titles[i] ?? '' })), [key]);
}
