import { zodResolver } from '@hookform/resolvers/zod';
import { Box, DialogContent, Stack, Typography } from '@mui/material';
import type { Group, User } from '@stockroom/contract';
import { useForm } from 'react-hook-form';
import { useConfirm } from '../../../components/admin/confirm';
import { FormDialogActions } from '../../../components/admin/form-dialog';
import { FormError } from '../../../components/form/form-error';
import { FormTextField } from '../../../components/form/form-text-field';
import { PROFILE_INPUTS, profileInputType } from '../../../components/form/profile-inputs';
import { applyServerIssues } from '../../../components/form/server-issues';
import { formSchemaOptions } from '../../../lib/form-messages';
import { showSnackbar } from '../../../lib/snackbar-bus';
import { useCreateUserMutation } from '../api/create-user';
import { useUpdateUserMutation } from '../api/update-user';
import { displayName, statusChangeQuestion } from './membership';
import { UserAccessFields } from './user-access-fields';
import {
  createBody,
  USER_FORM_FIELDS,
  type UserFormValues,
  updateBody,
  userFormSchema,
  userFormValues,
} from './user-form-schema';

const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

interface UserFormProps {
  /** The user to edit; none for a new one. */
  user?: User;
  groups: readonly Group[];
  onDone: () => void;
}

/** Create and edit a user as an admin: sign-in, access (status, groups, admin) and profile. */
export function UserForm({ user, groups, onDone }: UserFormProps) {
  const create = useCreateUserMutation();
  const update = useUpdateUserMutation();
  const confirm = useConfirm();
  const pending = create.isPending || update.isPending;
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<UserFormValues, unknown, UserFormValues>({
    resolver: zodResolver(userFormSchema(user ? 'edit' : 'create'), formSchemaOptions),
    defaultValues: userFormValues(user),
  });

  const onError = (error: unknown) => applyServerIssues(error, setError, USER_FORM_FIELDS);

  const onSubmit = handleSubmit(async (values) => {
    if (!user) {
      create.mutate(createBody(values), {
        onSuccess: () => {
          showSnackbar(`User ${values.username} created`);
          onDone();
        },
        onError,
      });
      return;
    }
    // A status change is e-mailed to the person (and a denial signs them out): ask first.
    if (values.membership_status !== user.membership_status) {
      if (!(await confirm(statusChangeQuestion(user, values.membership_status)))) return;
    }
    update.mutate(
      { id: user.id, body: updateBody(values) },
      {
        onSuccess: (saved) => {
          showSnackbar(`${displayName(saved)} saved`);
          onDone();
        },
        onError,
      },
    );
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'contents' }}>
      <DialogContent>
        <Stack spacing={3} sx={{ pt: 1 }}>
          <FormError errors={errors} />
          <Box sx={twoColumns}>
            <FormTextField
              control={control}
              name="username"
              label="Username"
              required
              disabled={Boolean(user) || pending}
              autoComplete="off"
              autoFocus={!user}
              hint={user ? 'A username cannot be changed.' : undefined}
            />
            {!user && (
              <FormTextField
                control={control}
                name="password"
                label="Password"
                type="password"
                required
                disabled={pending}
                autoComplete="new-password"
                hint="At least 10 characters; common passwords are refused."
              />
            )}
          </Box>
          <UserAccessFields
            control={control}
            groups={groups}
            currentStatus={user?.membership_status}
            currentBrand={user?.brand_id ? { id: user.brand_id, name: user.brand_name || 'Unnamed brand' } : null}
            disabled={pending}
          />
          <Typography variant="subtitle1" component="h3">
            Profile
          </Typography>
          <Box sx={twoColumns}>
            {PROFILE_INPUTS.map(([name, label, autoComplete]) => (
              <FormTextField
                key={name}
                control={control}
                name={name}
                label={label}
                autoComplete={`section-user ${autoComplete}`}
                required={name === 'email_address' && !user}
                disabled={pending}
                type={profileInputType(name)}
              />
            ))}
          </Box>
        </Stack>
      </DialogContent>
      <FormDialogActions onCancel={onDone} pending={pending} />
    </Box>
  );
}
