import { TextField } from '@mui/material';

interface FilterSelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** [value, label] pairs; '' is "all". */
  options: readonly (readonly [string, string])[];
}

/** A table filter's short list: the browser's own select, small, side by side with the others on wide screens. */
export function FilterSelect({ label, value, onChange, options }: FilterSelectProps) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 160, flex: { xs: '1 1 140px', sm: '0 0 auto' } }}
    >
      {options.map(([optionValue, optionLabel]) => (
        <option key={optionValue} value={optionValue}>
          {optionLabel}
        </option>
      ))}
    </TextField>
  );
}
