import { Autocomplete, TextField } from '@mui/material';
import { type Ref, useState } from 'react';
import { type ProductOption, useChosenProducts, useProductOptions } from './use-product-options';

interface PickerProps<V> {
  value: V;
  onChange: (value: V) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  /** The product being edited, which cannot link to itself. */
  selfId?: string;
  label: string;
  hint: string;
  error?: string;
  disabled: boolean;
}

const sameProduct = (option: ProductOption, value: ProductOption) => option.id === value.id;

function usePicker(selfId: string | undefined) {
  const search = useProductOptions(selfId);
  const [picked, setPicked] = useState<ReadonlyMap<string, string>>(new Map());
  const remember = (options: ProductOption[]) =>
    setPicked((before) => new Map([...before, ...options.map((o) => [o.id, o.title] as const)]));
  return { search, picked, remember };
}

/** The chosen products stay among the options, so that the picker always knows them. */
const searchProps = (search: ReturnType<typeof useProductOptions>, chosen: ProductOption[]) => ({
  open: search.open,
  onOpen: () => search.setOpen(true),
  onClose: () => search.setOpen(false),
  inputValue: search.input,
  onInputChange: (_event: unknown, text: string) => search.setInput(text),
  options: [...chosen, ...search.options.filter((option) => !chosen.some((c) => c.id === option.id))],
  loading: search.loading,
  // The server has searched already.
  filterOptions: (options: ProductOption[]) => options,
  getOptionLabel: (option: ProductOption) => option.title,
  isOptionEqualToValue: sameProduct,
  noOptionsText: search.input ? 'No product matches' : 'Type to search products',
});

/** Products linked to this one, shown as chips in the order they were added. */
export function AssociatedProductsField({
  value,
  onChange,
  onBlur,
  inputRef,
  selfId,
  ...field
}: PickerProps<string[]>) {
  const { search, picked, remember } = usePicker(selfId);
  const chosen = useChosenProducts(value, picked);
  return (
    <Autocomplete
      multiple
      {...searchProps(search, chosen)}
      value={chosen}
      onChange={(_event, next) => {
        remember(next);
        onChange(next.map((product) => product.id));
      }}
      onBlur={onBlur}
      filterSelectedOptions
      disabled={field.disabled}
      renderInput={(params) => (
        <TextField
          {...params}
          label={field.label}
          inputRef={inputRef}
          error={field.error !== undefined}
          helperText={field.error ?? field.hint}
        />
      )}
    />
  );
}

/** The one product this one belongs to, or none. */
export function ParentProductField({ value, onChange, onBlur, inputRef, selfId, ...field }: PickerProps<string>) {
  const { search, picked, remember } = usePicker(selfId);
  const chosen = useChosenProducts(value ? [value] : [], picked);
  return (
    <Autocomplete
      {...searchProps(search, chosen)}
      value={chosen[0] ?? null}
      onChange={(_event, next) => {
        if (next) remember([next]);
        onChange(next?.id ?? '');
      }}
      onBlur={onBlur}
      disabled={field.disabled}
      renderInput={(params) => (
        <TextField
          {...params}
          label={field.label}
          inputRef={inputRef}
          error={field.error !== undefined}
          helperText={field.error ?? field.hint}
        />
      )}
    />
  );
}
