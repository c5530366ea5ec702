import { FormControlLabel, FormHelperText, Switch } from '@mui/material';
import { Controller } from 'react-hook-form';
import type { ProductControl } from './product-form-schema';

interface FormSwitchProps {
  control: ProductControl;
  name: 'is_gated' | 'is_draft' | 'request_more_info' | 'is_campaign';
  label: string;
  hint: string;
  disabled: boolean;
}

/** An on/off setting of the product, with a line saying what it does. */
export function FormSwitch({ control, name, label, hint, disabled }: FormSwitchProps) {
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
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                slotProps={{ input: { ref: field.ref } }}
                disabled={disabled}
              />
            }
          />
          <FormHelperText error={fieldState.error !== undefined} sx={{ mt: 0 }}>
            {fieldState.error?.message ?? hint}
          </FormHelperText>
        </div>
      )}
    />
  );
}
