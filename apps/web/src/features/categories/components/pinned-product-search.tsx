import { Autocomplete, TextField } from '@mui/material';
import { type Ref, useEffect, useMemo, useState } from 'react';
import { useCategoryProductSearch } from '../api/category-products';

interface ProductOption {
  id: string;
  title: string;
}

interface PinnedProductSearchProps {
  categoryId: string;
  /** Products pinned already, which are not offered again. */
  exclude: readonly string[];
  onAdd: (product: ProductOption) => void;
  inputRef: Ref<HTMLInputElement>;
}

const SEARCH_DELAY_MS = 300;

/** Finds the category's own products by title (only they can be pinned) and adds the one chosen. */
export function PinnedProductSearch({ categoryId, exclude, onAdd, inputRef }: PinnedProductSearchProps) {
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(input), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input]);
  const found = useCategoryProductSearch(categoryId, search, open);
  const options = useMemo<ProductOption[]>(
    () =>
      (found.data?.dataset ?? [])
        .filter((product) => !exclude.includes(product.id))
        .map(({ id, title }) => ({ id, title })),
    [found.data, exclude],
  );

  return (
    <Autocomplete<ProductOption>
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      loading={found.isFetching}
      value={null}
      onChange={(_event, product) => {
        if (product) onAdd(product);
        setInput('');
      }}
      inputValue={input}
      onInputChange={(_event, text, reason) => {
        if (reason !== 'reset') setInput(text);
      }}
      // The server has searched already.
      filterOptions={(all) => all}
      getOptionLabel={(option) => option.title}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      noOptionsText={search ? 'No other product of this category matches' : 'No other product in this category'}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Add a product"
          inputRef={inputRef}
          helperText="Only this category's products can be pinned."
        />
      )}
    />
  );
}
