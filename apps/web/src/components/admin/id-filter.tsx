import { Autocomplete, TextField } from '@mui/material';
import { useEffect, useState } from 'react';

export interface FilterOption {
  id: string;
  label: string;
}

interface IdFilterProps {
  label: string;
  /** The chosen record, as the address names it; its label while it is read is "Loading…". */
  value: FilterOption | null;
  onChange: (id: string | undefined) => void;
  /** Asks the server for what matches the text typed, while the list is open. */
  useOptions: (search: string, open: boolean) => { options: FilterOption[]; loading: boolean };
  noOptionsText: string;
}

const SEARCH_DELAY_MS = 300;

/** A filter by one record (a member, a product), searched on the server as the admin types. */
export function IdFilter({ label, value, onChange, useOptions, noOptionsText }: IdFilterProps) {
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(input), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input]);
  const found = useOptions(search.trim(), open);
  const options = value && !found.options.some((o) => o.id === value.id) ? [value, ...found.options] : found.options;
  return (
    <Autocomplete
      size="small"
      sx={{ width: { xs: '100%', sm: 260 } }}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={value}
      onChange={(_event, next) => onChange(next?.id)}
      inputValue={input}
      onInputChange={(_event, text) => setInput(text)}
      options={options}
      loading={found.loading}
      // The server has searched already.
      filterOptions={(all) => all}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      noOptionsText={input ? noOptionsText : 'Type to search'}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}
