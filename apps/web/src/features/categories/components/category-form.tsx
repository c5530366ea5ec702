import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Stack } from '@mui/material';
import { type Category, CategoryCreateSchema } from '@stockroom/contract';
import { Controller, type FieldPath, type UseFormSetError, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  type ProviderPermission,
  ProviderPermissionsField,
} from '../../../components/admin/provider-permissions-field';
import { ErrorState, LoadingState } from '../../../components/feedback/page-states';
import { FormError } from '../../../components/form/form-error';
import { FormTextField } from '../../../components/form/form-text-field';
import { applyServerIssues } from '../../../components/form/server-issues';
import { useDialog } from '../../../components/layout/dialog-area';
import { formSchemaOptions } from '../../../lib/form-messages';
import { showSnackbar } from '../../../lib/snackbar-bus';
import { useCreateCategoryMutation } from '../api/create-category';
import { useProviderOptions } from '../api/provider-options';
import { useUpdateCategoryMutation } from '../api/update-category';
import { SlugPreview } from './slug-preview';

type CategoryValues = z.input<typeof CategoryCreateSchema>;
/** An update names the links `update_content_providers`; the form calls them content_providers. */
type IssueTarget = CategoryValues & { update_content_providers?: ProviderPermission[] };
const ISSUE_FIELDS: FieldPath<IssueTarget>[] = [
  'name',
  'description',
  'description_bold',
  'content_providers',
  'update_content_providers',
];

const formValues = (category?: Category): CategoryValues => ({
  name: category?.name ?? '',
  description: category?.description ?? '',
  description_bold: category?.description_bold ?? '',
  content_providers: category?.content_providers.map(({ id, permission }) => ({ id, permission })) ?? [],
});

/** One form for a new category and for editing one; shown in the layout's dialog area. */
export function CategoryForm({ category }: { category?: Category }) {
  const { closeDialog } = useDialog();
  const providers = useProviderOptions();
  const create = useCreateCategoryMutation();
  const update = useUpdateCategoryMutation();
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(CategoryCreateSchema, formSchemaOptions),
    defaultValues: formValues(category),
  });
  const name = useWatch({ control, name: 'name' });

  const onSubmit = handleSubmit((values) => {
    // A provider deleted since the form opened is no longer a link to keep.
    const known = providers.data && new Set(providers.data.map((p) => p.id));
    const links = known ? values.content_providers.filter((link) => known.has(link.id)) : values.content_providers;
    const setIssue: UseFormSetError<IssueTarget> = (field, error, options) =>
      setError(
        field === 'update_content_providers' ? 'content_providers' : (field as FieldPath<CategoryValues>),
        error,
        options,
      );
    const done = {
      onSuccess: () => {
        showSnackbar(category ? `Category “${values.name}” saved` : `Category “${values.name}” created`);
        closeDialog();
      },
      onError: (error: unknown) => applyServerIssues(error, setIssue, ISSUE_FIELDS),
    };
    const { content_providers: _links, ...fields } = values;
    if (category) update.mutate({ id: category.id, ...fields, update_content_providers: links }, done);
    else create.mutate({ ...fields, content_providers: links }, done);
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ pt: 1 }}>
      <Stack spacing={2}>
        <FormError errors={errors} />
        <FormTextField control={control} name="name" label="Name" required autoFocus autoComplete="off" />
        <SlugPreview name={name} savedName={category?.name} savedSlug={category?.slug} />
        <FormTextField control={control} name="description" label="Description" multiline minRows={2} />
        <FormTextField control={control} name="description_bold" label="Bold description" multiline />
        {providers.isPending && <LoadingState label="Loading content providers" />}
        {providers.isError && <ErrorState error={providers.error} onRetry={() => void providers.refetch()} />}
        {providers.data && (
          <Controller
            control={control}
            name="content_providers"
            render={({ field, fieldState }) => (
              <ProviderPermissionsField
                label="Content providers"
                providers={providers.data}
                value={(field.value ?? []).map(({ id, permission = 1 }) => ({ id, permission }))}
                onChange={field.onChange}
                error={fieldState.error?.message}
                helperText="The most a provider's members get here: Gated shows the category, Yes opens it fully. No leaves the provider out."
              />
            )}
          />
        )}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={closeDialog}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={create.isPending || update.isPending}>
            Save
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
