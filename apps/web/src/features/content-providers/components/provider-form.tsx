import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Stack } from '@mui/material';
import { type ContentProvider, ContentProviderCreateSchema } from '@stockroom/contract';
import { useForm } from 'react-hook-form';
import { FormError } from '../../../components/form/form-error';
import { FormTextField } from '../../../components/form/form-text-field';
import { applyServerIssues } from '../../../components/form/server-issues';
import { useDialog } from '../../../components/layout/dialog-area';
import { formSchemaOptions } from '../../../lib/form-messages';
import { showSnackbar } from '../../../lib/snackbar-bus';
import { useCreateProviderMutation } from '../api/create-provider';
import { useUpdateProviderMutation } from '../api/update-provider';

/** Creates a provider, or renames the one given; shown in the layout's dialog area. */
export function ProviderForm({ provider }: { provider?: ContentProvider }) {
  const { closeDialog } = useDialog();
  const create = useCreateProviderMutation();
  const update = useUpdateProviderMutation();
  const pending = create.isPending || update.isPending;
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ContentProviderCreateSchema, formSchemaOptions),
    defaultValues: { name: provider?.name ?? '' },
  });

  const onSubmit = handleSubmit(({ name }) => {
    const done = {
      onSuccess: () => {
        showSnackbar(provider ? `Content provider renamed to “${name}”` : `Content provider “${name}” created`);
        closeDialog();
      },
      onError: (error: unknown) => applyServerIssues(error, setError, ['name']),
    };
    // A rename sends no order_categories, so the provider keeps its category order.
    if (provider) update.mutate({ id: provider.id, body: { name } }, done);
    else create.mutate({ name }, done);
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ pt: 1 }}>
      <Stack spacing={2}>
        <FormError errors={errors} />
        <FormTextField control={control} name="name" label="Name" required autoFocus autoComplete="off" />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={closeDialog}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={pending}>
            Save
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
