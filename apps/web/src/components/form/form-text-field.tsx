import { TextField, type TextFieldProps } from '@mui/material';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

type FormTextFieldProps<T extends FieldValues, C, O> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'helperText'
> & {
  control: Control<T, C, O>;
  name: FieldPath<T>;
  /** A line under the field saying what it expects; an error replaces it. */
  hint?: string;
  /** Turns what was typed (and the value before it) into what the field shows and holds, as the person types. */
  format?: (typed: string, previous: string) => string;
};

/** An MUI text field bound to react-hook-form; shows the field's error (the schema's or the server's). */
export function FormTextField<T extends FieldValues, C, O>({
  control,
  name,
  hint,
  format,
  ...props
}: FormTextFieldProps<T, C, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          name={field.name}
          value={field.value ?? ''}
          onChange={format ? (event) => field.onChange(format(event.target.value, field.value ?? '')) : field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          disabled={props.disabled || field.disabled}
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message ?? hint}
          // The input stays required for assistive technology; the label carries no asterisk, so
          // it reads exactly as written ("Password", not "Password *").
          slotProps={{ ...props.slotProps, inputLabel: { required: false } }}
          fullWidth
        />
      )}
    />
  );
}
