import { Autocomplete, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { type Control, Controller } from 'react-hook-form';
import { type BrandOption, useBrandOptions } from '../api/brand-options';
import type { UserFormValues } from './user-form-schema';

const SEARCH_DELAY_MS = 300;

interface BrandPickerProps {
  control: Control<UserFormValues, unknown, UserFormValues>;
  /** The brand the user is linked to now, named, so the picker shows it before any search. */
  current: BrandOption | null;
  disabled: boolean;
}

/** `value` once it has stayed the same for the delay: one request per pause in typing. */
function useSettled(value: string) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/** The brand of the member's company, searched by name on the server; clearing it unlinks (null). */
export function BrandPicker({ control, current, disabled }: BrandPickerProps) {
  const [chosen, setChosen] = useState<BrandOption | null>(current);
  const [typed, setTyped] = useState('');
  // What the box shows after a choice is the brand's name, not a search.
  const search = useSettled(chosen && typed === chosen.name ? '' : typed.trim());
  const options = useBrandOptions(search);
  const list = options.data ?? [];
  const shown = chosen && !list.some((option) => option.id === chosen.id) ? [chosen, ...list] : list;

  return (
    <Controller
      control={control}
      name="brand_id"
      render={({ field, fieldState }) => (
        <Autocomplete
          options={shown}
          value={chosen}
          onChange={(_event, option) => {
            setChosen(option);
            field.onChange(option?.id ?? null);
          }}
          inputValue={typed}
          onInputChange={(_event, value) => setTyped(value)}
          onBlur={field.onBlur}
          getOptionLabel={(option) => option.name}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          // The server has already matched the options to what was typed.
          filterOptions={(all) => all}
          loading={options.isFetching}
          disabled={disabled}
          noOptionsText={
            options.isError ? 'The brands could not be read' : search ? `No brands match “${search}”` : 'No brands yet'
          }
          renderInput={(params) => (
            <TextField
              {...params}
              label="Brand"
              name={field.name}
              inputRef={field.ref}
              error={fieldState.error !== undefined}
              helperText={fieldState.error?.message ?? "The brand of the member's company; clear it to unlink."}
            />
          )}
        />
      )}
    />
  );
}
