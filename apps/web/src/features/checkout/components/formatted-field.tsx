import { TextField, type TextFieldProps } from '@mui/material';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

type FormattedFieldProps<T extends FieldValues, C, O> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'helperText'
> & {
  control: Control<T, C, O>;
  name: FieldPath<T>;
  /** Turns what was typed (and the value before it) into what the field shows and holds. */
  format: (typed: string, previous: string) => string;
  hint?: string;
};

/** A text field bound to react-hook-form that formats its value as the person types. */
export function FormattedField<T extends FieldValues, C, O>({
  control,
  name,
  format,
  hint,
  ...props
}: FormattedFieldProps<T, C, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          name={field.name}
          value={field.value ?? ''}
          onChange={(event) => field.onChange(format(event.target.value, field.value ?? ''))}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message ?? hint}
          slotProps={{ ...props.slotProps, inputLabel: { required: false } }}
          fullWidth
        />
      )}
    />
  );
}
