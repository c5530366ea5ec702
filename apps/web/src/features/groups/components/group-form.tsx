import { zodResolver } from '@hookform/resolvers/zod';
import { Box, DialogContent, Stack } from '@mui/material';
import {
  type ContentProvider,
  type Group,
  GroupCreateSchema,
  IdSchema,
  PERMISSION,
  PermissionSchema,
} from '@stockroom/contract';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { FormDialogActions } from '../../../components/admin/form-dialog';
import {
  type ProviderPermission,
  ProviderPermissionsField,
} from '../../../components/admin/provider-permissions-field';
import { FormError } from '../../../components/form/form-error';
import { FormTextField } from '../../../components/form/form-text-field';
import { applyServerIssues } from '../../../components/form/server-issues';
import { formSchemaOptions } from '../../../lib/form-messages';
import { showSnackbar } from '../../../lib/snackbar-bus';
import { useCreateGroupMutation } from '../api/create-group';
import { useUpdateGroupMutation } from '../api/update-group';

const GroupFormSchema = z.object({
  name: GroupCreateSchema.shape.name,
  permissions: z.array(z.object({ id: IdSchema, permission: PermissionSchema })),
});

/**
 * One entry per provider, in the providers' order: the permission given, or "No" (0). The server
 * is always told every provider, so a provider set back to "No" loses its access.
 */
export function permissionsForEveryProvider(
  providers: readonly Pick<ContentProvider, 'id'>[],
  given: readonly ProviderPermission[],
): { id: string; permission: number }[] {
  return providers.map(({ id }) => ({
    id,
    permission: given.find((entry) => entry.id === id)?.permission ?? PERMISSION.no,
  }));
}

interface GroupFormProps {
  /** The group to edit; none for a new group. */
  group?: Group;
  providers: readonly ContentProvider[];
  onDone: () => void;
}

/** Create and edit a group: its name and a no / gated / yes choice per content provider. */
export function GroupForm({ group, providers, onDone }: GroupFormProps) {
  const create = useCreateGroupMutation();
  const update = useUpdateGroupMutation();
  const pending = create.isPending || update.isPending;
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(GroupFormSchema, formSchemaOptions),
    defaultValues: {
      name: group?.name ?? '',
      permissions: permissionsForEveryProvider(providers, group?.content_providers ?? []),
    },
  });

  const onSubmit = handleSubmit(({ name, permissions }) => {
    const links = permissionsForEveryProvider(providers, permissions);
    const onError = (error: unknown) => applyServerIssues(error, setError, ['name']);
    if (group) {
      update.mutate(
        { id: group.id, body: { name, update_content_providers: links } },
        {
          onSuccess: () => {
            showSnackbar(`Group “${name}” saved`);
            onDone();
          },
          onError,
        },
      );
    } else {
      create.mutate(
        { name, content_providers: links },
        {
          onSuccess: () => {
            showSnackbar(`Group “${name}” created`);
            onDone();
          },
          onError,
        },
      );
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'contents' }}>
      <DialogContent>
        <Stack spacing={3} sx={{ pt: 1 }}>
          <FormError errors={errors} />
          <FormTextField control={control} name="name" label="Name" required autoFocus disabled={pending} />
          <Controller
            control={control}
            name="permissions"
            render={({ field, fieldState }) => (
              <ProviderPermissionsField
                label="Access to content providers"
                providers={providers}
                value={field.value}
                onChange={field.onChange}
                allowNo
                disabled={pending}
                error={fieldState.error?.message}
                helperText="Members of the group see a gated provider's products but not their files."
              />
            )}
          />
        </Stack>
      </DialogContent>
      <FormDialogActions onCancel={onDone} pending={pending} />
    </Box>
  );
}
