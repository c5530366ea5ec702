import { zodResolver } from '@hookform/resolvers/zod';
import { Box, DialogContent, Stack } from '@mui/material';
import { type Section, SectionCreateSchema } from '@stockroom/contract';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { FormDialogActions } from '../../../../components/admin/form-dialog';
import { FormError } from '../../../../components/form/form-error';
import { FormTextField } from '../../../../components/form/form-text-field';
import { applyServerIssues } from '../../../../components/form/server-issues';
import { formSchemaOptions } from '../../../../lib/form-messages';
import { showSnackbar } from '../../../../lib/snackbar-bus';
import { useCreateSectionMutation } from '../../api/create-section';
import { useUpdateSectionMutation } from '../../api/update-section';

// The fields are ordered by dragging on the list, not in this form.
const SectionFormSchema = z.pick(SectionCreateSchema, { name: true, label: true });
const FIELDS = ['name', 'label'] as const;

/** Create a section, or rename one (its name and its label). */
export function SectionForm({ section, onDone }: { section?: Section; onDone: () => void }) {
  const create = useCreateSectionMutation();
  const update = useUpdateSectionMutation();
  const pending = create.isPending || update.isPending;
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(SectionFormSchema, formSchemaOptions),
    defaultValues: { name: section?.name ?? '', label: section?.label ?? '' },
  });

  const onSubmit = handleSubmit((values) => {
    const done = {
      onSuccess: () => {
        showSnackbar(section ? `Section “${values.label}” saved` : `Section “${values.label}” added`);
        onDone();
      },
      onError: (error: unknown) => applyServerIssues(error, setError, FIELDS),
    };
    if (section) update.mutate({ id: section.id, body: values }, done);
    else create.mutate({ ...values, fields: [] }, done);
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'contents' }}>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FormError errors={errors} />
          <FormTextField control={control} name="label" label="Label" required disabled={pending} autoFocus />
          <FormTextField
            control={control}
            name="name"
            label="Name"
            required
            disabled={pending}
            hint="A short word that names the section: letters, digits, _ and -, starting with a letter."
            slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off' } }}
          />
        </Stack>
      </DialogContent>
      <FormDialogActions onCancel={onDone} pending={pending} />
    </Box>
  );
}
