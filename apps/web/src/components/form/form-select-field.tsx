import { TextField } from '@mui/material';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

interface FormSelectFieldProps<T extends FieldValues, C, O> {
  control: Control<T, C, O>;
  name: FieldPath<T>;
  label: string;
  options: readonly { value: string; label: string }[];
  disabled?: boolean;
}

/**
 * A short list to choose from, bound to react-hook-form: the browser's own select (light, and
 * the phone's own picker), showing the field's error (the schema's or the server's).
 */
export function FormSelectField<T extends FieldValues, C, O>({
  control,
  name,
  label,
  options,
  disabled,
}: FormSelectFieldProps<T, C, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          label={label}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          disabled={disabled}
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message}
          fullWidth
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </TextField>
      )}
    />
  );
}
