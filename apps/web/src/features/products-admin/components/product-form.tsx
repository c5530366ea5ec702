import { zodResolver } from '@hookform/resolvers/zod';
import { Button, DialogActions, DialogContent, Stack, Typography } from '@mui/material';
import type { ExtendedProduct } from '@stockroom/contract';
import { type ReactNode, useCallback, useState } from 'react';
import { type FieldPath, type UseFormSetError, useForm } from 'react-hook-form';
import { FormError } from '../../../components/form/form-error';
import { applyServerIssues, SERVER_ERROR_KEY } from '../../../components/form/server-issues';
import { errorMessage } from '../../../lib/api-errors';
import { formSchemaOptions } from '../../../lib/form-messages';
import { showSnackbar } from '../../../lib/snackbar-bus';
import { useCreateProductMutation } from '../api/create-product';
import { useUpdateProductMutation } from '../api/update-product';
import { ProductBasicsFields } from './product-basics-fields';
import {
  createBody,
  issueField,
  PRODUCT_FORM_FIELDS,
  type ProductFormValues,
  productFormSchema,
  productFormValues,
  SAMPLE_ISSUE_PATHS,
  updateBody,
} from './product-form-schema';
import { type NamedOption, ProductLinksFields } from './product-links-fields';
import { ProductMediaFields } from './product-media-fields';
import { PRICE_ISSUE_PATHS } from './product-price';
import { ProductPriceFields } from './product-price-fields';
import { ProductSettingsFields } from './product-settings-fields';

interface ProductFormProps {
  /** The product to edit, as just read; none for a new one. */
  product?: ExtendedProduct;
  categories: readonly NamedOption[];
  tags: readonly NamedOption[];
  onDone: () => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="section" spacing={2}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/** Create and edit a product: every field, its files uploaded as they are chosen. */
export function ProductForm({ product, categories, tags, onDone }: ProductFormProps) {
  const create = useCreateProductMutation();
  const update = useUpdateProductMutation();
  // What the form started from; an edit sends only what differs from it.
  const [initial] = useState(() => productFormValues(product));
  const [uploads, setUploads] = useState<Record<string, boolean>>({});
  const uploading = Object.values(uploads).some(Boolean);
  const onBusyChange = useCallback(
    (field: string, busy: boolean) =>
      setUploads((before) => (before[field] === busy ? before : { ...before, [field]: busy })),
    [],
  );
  const saving = create.isPending || update.isPending;
  const { control, handleSubmit, setError, formState } = useForm<ProductFormValues, unknown, ProductFormValues>({
    resolver: zodResolver(productFormSchema(product?.bundle_download_url), formSchemaOptions),
    defaultValues: initial,
  });

  const onError = (error: unknown) => {
    const setIssue: UseFormSetError<ProductFormValues> = (field, issue, options) =>
      setError(issueField(field) as FieldPath<ProductFormValues>, issue, options);
    const fields = [
      ...PRODUCT_FORM_FIELDS,
      ...PRICE_ISSUE_PATHS,
      ...SAMPLE_ISSUE_PATHS,
      'add_categories',
      'remove_categories',
      'add_tags',
      'remove_tags',
    ];
    if (!applyServerIssues(error, setIssue, fields as FieldPath<ProductFormValues>[])) {
      setError(SERVER_ERROR_KEY as FieldPath<ProductFormValues>, { type: 'server', message: errorMessage(error) });
    }
  };

  const onSubmit = handleSubmit((values) => {
    const done = {
      onSuccess: () => {
        showSnackbar(product ? `“${values.title}” saved` : `“${values.title}” created`);
        onDone();
      },
      onError,
    };
    if (product) update.mutate({ id: product.id, body: updateBody(initial, values) }, done);
    else create.mutate(createBody(values), done);
  });

  const disabled = saving;
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} sx={{ display: 'contents' }}>
      <DialogContent dividers>
        <Stack spacing={4}>
          <FormError errors={formState.errors} />
          <Section title="Basics">
            <ProductBasicsFields control={control} disabled={disabled} />
          </Section>
          <Section title="Files and media">
            <ProductMediaFields control={control} saved={product} onBusyChange={onBusyChange} disabled={disabled} />
          </Section>
          <Section title="Where it shows">
            <ProductLinksFields
              control={control}
              categories={categories}
              tags={tags}
              selfId={product?.id}
              disabled={disabled}
            />
          </Section>
          <Section title="Price">
            <ProductPriceFields control={control} disabled={disabled} />
          </Section>
          <Section title="Settings">
            <ProductSettingsFields control={control} disabled={disabled} />
          </Section>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {uploading && (
          <Typography role="status" variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
            Save waits for the upload to finish.
          </Typography>
        )}
        <Button onClick={onDone} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={saving || uploading}>
          Save
        </Button>
      </DialogActions>
    </Stack>
  );
}
