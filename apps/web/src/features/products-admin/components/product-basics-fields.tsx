import { Stack, TextField } from '@mui/material';
import { PRODUCT_TYPES, slugify } from '@stockroom/contract';
import { Controller, useWatch } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-text-field';
import type { ProductControl } from './product-form-schema';
import { PRODUCT_TYPE_LABELS } from './product-labels';

/** Title, subtitle, address, type and description. */
export function ProductBasicsFields({ control, disabled }: { control: ProductControl; disabled: boolean }) {
  const title = useWatch({ control, name: 'title' });
  const made = slugify(title);
  return (
    <Stack spacing={2}>
      <FormTextField control={control} name="title" label="Title" required autoComplete="off" disabled={disabled} />
      <FormTextField control={control} name="subtitle" label="Subtitle" autoComplete="off" disabled={disabled} />
      <FormTextField
        control={control}
        name="slug"
        label="Slug"
        autoComplete="off"
        disabled={disabled}
        hint={`Left empty, it is made from the title${made ? ` (“${made}”)` : ''}. No two products share one.`}
      />
      <Controller
        control={control}
        name="product_type"
        render={({ field, fieldState }) => (
          <TextField
            select
            label="Type"
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
            {PRODUCT_TYPES.map((type) => (
              <option key={type} value={type}>
                {PRODUCT_TYPE_LABELS[type]}
              </option>
            ))}
          </TextField>
        )}
      />
      <FormTextField
        control={control}
        name="description"
        label="Description"
        multiline
        minRows={3}
        disabled={disabled}
      />
    </Stack>
  );
}
