import { FormControlLabel, FormHelperText, Switch } from '@mui/material';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

interface FormSwitchProps<T extends FieldValues, C, O> {
  control: Control<T, C, O>;
  name: FieldPath<T>;
  label: string;
  /** A line under the switch saying what it does; an error replaces it. */
  hint?: string;
  disabled?: boolean;
}

/** An on/off field bound to react-hook-form; shows the field's error (the schema's or the server's). */
export function FormSwitch<T extends FieldValues, C, O>({
  control,
  name,
  label,
  hint,
  disabled,
}: FormSwitchProps<T, C, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <div>
          <FormControlLabel
            label={label}
            control={
              <Switch
                name={field.name}
                checked={Boolean(field.value)}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                slotProps={{ input: { ref: field.ref } }}
                disabled={disabled}
              />
            }
          />
          {(fieldState.error || hint) && (
            <FormHelperText error={fieldState.error !== undefined} sx={{ mt: 0 }}>
              {fieldState.error?.message ?? hint}
            </FormHelperText>
          )}
        </div>
      )}
    />
  );
}
