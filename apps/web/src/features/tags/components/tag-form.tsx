import { TextField } from '@mui/material';
import { slugify, type Tag, TagCreateSchema } from '@stockroom/contract';
import { knownLinks, LinkedRecordFields, useLinkedRecordForm } from '../../../components/admin/linked-record-fields';
import { applyServerIssues } from '../../../components/form/server-issues';
import { useDialog } from '../../../components/layout/dialog-area';
import { showSnackbar } from '../../../lib/snackbar-bus';
import { useCreateTagMutation } from '../api/create-tag';
import { useUpdateTagMutation } from '../api/update-tag';

const FIELDS = ['name', 'description', 'description_bold', 'content_providers'] as const;

/** One form for a new tag and for renaming or editing one; shown in the layout's dialog area. */
export function TagForm({ tag }: { tag?: Tag }) {
  const { closeDialog } = useDialog();
  const create = useCreateTagMutation();
  const update = useUpdateTagMutation();
  const { form, providers, name } = useLinkedRecordForm(TagCreateSchema, tag);
  const unchanged = tag !== undefined && name.trim() === tag.name;
  const slug = unchanged ? tag.slug : slugify(name);

  const onSubmit = form.handleSubmit((values) => {
    const body = { ...values, content_providers: knownLinks(values.content_providers, providers.data) };
    const done = {
      onSuccess: () => {
        showSnackbar(tag ? `Tag “${values.name}” saved` : `Tag “${values.name}” created`);
        closeDialog();
      },
      onError: (error: unknown) => applyServerIssues(error, form.setError, FIELDS),
    };
    if (tag) update.mutate({ id: tag.id, body }, done);
    else create.mutate(body, done);
  });

  return (
    <LinkedRecordFields
      onSubmit={onSubmit}
      control={form.control}
      errors={form.formState.errors}
      slug={
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
      }
      providers={providers}
      providersHint="The most a provider's members get through this tag. No leaves the provider out."
      saving={create.isPending || update.isPending}
    />
  );
}
