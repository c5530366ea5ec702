import { Stack } from '@mui/material';
import { PRODUCT_TYPES, slugify } from '@stockroom/contract';
import { useWatch } from 'react-hook-form';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import type { ProductControl } from './product-form-schema';
import { PRODUCT_TYPE_LABELS } from './product-labels';

const TYPE_OPTIONS = PRODUCT_TYPES.map((type) => ({ value: type, label: PRODUCT_TYPE_LABELS[type] }));

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
      <FormSelectField control={control} name="product_type" label="Type" options={TYPE_OPTIONS} disabled={disabled} />
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
