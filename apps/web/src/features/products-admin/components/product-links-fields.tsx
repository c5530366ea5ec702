import { Autocomplete, Stack, TextField } from '@mui/material';
import { Controller } from 'react-hook-form';
import type { ProductControl } from './product-form-schema';
import { AssociatedProductsField, ParentProductField } from './product-pickers';

export interface NamedOption {
  id: string;
  name: string;
}

interface NamedListFieldProps {
  control: ProductControl;
  name: 'categories' | 'tags';
  label: string;
  hint: string;
  options: readonly NamedOption[];
  disabled: boolean;
}

/** Several categories or tags, chosen by name. */
function NamedListField({ control, name, label, hint, options, disabled }: NamedListFieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Autocomplete
          multiple
          options={options}
          // Ids the list does not know (deleted meanwhile) are kept, and shown as such.
          value={field.value.map((id) => options.find((o) => o.id === id) ?? { id, name: 'Unknown' })}
          onChange={(_event, chosen) => field.onChange(chosen.map((option) => option.id))}
          onBlur={field.onBlur}
          getOptionLabel={(option) => option.name}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          filterSelectedOptions
          disabled={disabled}
          noOptionsText={options.length === 0 ? `There are no ${label.toLowerCase()} yet` : 'No other matches'}
          renderInput={(params) => (
            <TextField
              {...params}
              label={label}
              name={field.name}
              inputRef={field.ref}
              error={fieldState.error !== undefined}
              helperText={fieldState.error?.message ?? hint}
            />
          )}
        />
      )}
    />
  );
}

interface ProductLinksFieldsProps {
  control: ProductControl;
  categories: readonly NamedOption[];
  tags: readonly NamedOption[];
  /** The product being edited. */
  selfId?: string;
  disabled: boolean;
}

/** Where the product shows (categories, tags) and the products it belongs with. */
export function ProductLinksFields({ control, categories, tags, selfId, disabled }: ProductLinksFieldsProps) {
  return (
    <Stack spacing={2}>
      <NamedListField
        control={control}
        name="categories"
        label="Categories"
        hint="Members see the product in these categories; in none, only admins see it."
        options={categories}
        disabled={disabled}
      />
      <NamedListField
        control={control}
        name="tags"
        label="Tags"
        hint="Members filter a category's products by tag."
        options={tags}
        disabled={disabled}
      />
      <Controller
        control={control}
        name="parent_product_id"
        render={({ field, fieldState }) => (
          <ParentProductField
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            selfId={selfId}
            label="Parent product"
            hint="The product this one is a version or part of, if any."
            error={fieldState.error?.message}
            disabled={disabled}
          />
        )}
      />
      <Controller
        control={control}
        name="associated_products"
        render={({ field, fieldState }) => (
          <AssociatedProductsField
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            selfId={selfId}
            label="Associated products"
            hint="For a campaign: the products it brings together, in the order added."
            error={fieldState.error?.message}
            disabled={disabled}
          />
        )}
      />
    </Stack>
  );
}
