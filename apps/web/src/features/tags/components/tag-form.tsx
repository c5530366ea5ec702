import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Stack, TextField } from '@mui/material';
import { slugify, type Tag, TagCreateSchema } from '@stockroom/contract';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { ProviderPermissionsField } from '../../../components/admin/provider-permissions-field';
import { ErrorState, LoadingState } from '../../../components/feedback/page-states';
import { FormError } from '../../../components/form/form-error';
import { FormTextField } from '../../../components/form/form-text-field';
import { applyServerIssues } from '../../../components/form/server-issues';
import { useDialog } from '../../../components/layout/dialog-area';
import { formSchemaOptions } from '../../../lib/form-messages';
import { showSnackbar } from '../../../lib/snackbar-bus';
import { useCreateTagMutation } from '../api/create-tag';
import { useProviderOptions } from '../api/provider-options';
import { useUpdateTagMutation } from '../api/update-tag';

type TagValues = z.input<typeof TagCreateSchema>;
const FIELDS = ['name', 'description', 'description_bold', 'content_providers'] as const;

const formValues = (tag?: Tag): TagValues => ({
  name: tag?.name ?? '',
  description: tag?.description ?? '',
  description_bold: tag?.description_bold ?? '',
  content_providers: tag?.content_providers.map(({ id, permission }) => ({ id, permission })) ?? [],
});

/** One form for a new tag and for renaming or editing one; shown in the layout's dialog area. */
export function TagForm({ tag }: { tag?: Tag }) {
  const { closeDialog } = useDialog();
  const providers = useProviderOptions();
  const create = useCreateTagMutation();
  const update = useUpdateTagMutation();
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(TagCreateSchema, formSchemaOptions),
    defaultValues: formValues(tag),
  });
  const name = useWatch({ control, name: 'name' });
  const unchanged = tag !== undefined && name.trim() === tag.name;
  const slug = unchanged ? tag.slug : slugify(name);

  const onSubmit = handleSubmit((values) => {
    // A provider deleted since the form opened is no longer a link to keep.
    const known = providers.data && new Set(providers.data.map((p) => p.id));
    const body = {
      ...values,
      content_providers: known ? values.content_providers.filter((l) => known.has(l.id)) : values.content_providers,
    };
    const done = {
      onSuccess: () => {
        showSnackbar(tag ? `Tag “${values.name}” saved` : `Tag “${values.name}” created`);
        closeDialog();
      },
      onError: (error: unknown) => applyServerIssues(error, setError, FIELDS),
    };
    if (tag) update.mutate({ id: tag.id, body }, done);
    else create.mutate(body, done);
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ pt: 1 }}>
      <Stack spacing={2}>
        <FormError errors={errors} />
        <FormTextField control={control} name="name" label="Name" required autoFocus autoComplete="off" />
        <TextField
          label="Slug"
          value={slug}
          helperText={
            !slug
              ? 'Made from the name: use at least one letter or digit.'
              : unchanged
                ? undefined
                : 'Preview: made from the name when saved.'
          }
          fullWidth
          slotProps={{ input: { readOnly: true } }}
        />
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
                helperText="The most a provider's members get through this tag. No leaves the provider out."
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
