import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Stack, Typography } from '@mui/material';
import { ProfileFieldsSchema, type User } from '@stockroom/contract';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { FormError } from '../../../components/form/form-error';
import { FormTextField } from '../../../components/form/form-text-field';
import {
  PROFILE_INPUT_NAMES,
  PROFILE_INPUTS,
  type ProfileInput,
  profileInputType,
} from '../../../components/form/profile-inputs';
import { applyServerIssues } from '../../../components/form/server-issues';
import { formSchemaOptions } from '../../../lib/form-messages';
import { showSnackbar } from '../../../lib/snackbar-bus';
import { useUpdateProfileMutation } from '../api/my-record';

const ProfileFormSchema = z.pick(
  ProfileFieldsSchema,
  Object.fromEntries(PROFILE_INPUT_NAMES.map((name) => [name, true])) as Record<ProfileInput, true>,
);

const profileValues = (record: User) =>
  Object.fromEntries(PROFILE_INPUT_NAMES.map((name) => [name, record[name]])) as Record<ProfileInput, string>;

export function ProfileForm({ record }: { record: User }) {
  const mutation = useUpdateProfileMutation();
  const {
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm({
    resolver: zodResolver(ProfileFormSchema, formSchemaOptions),
    defaultValues: profileValues(record),
  });

  const onSubmit = handleSubmit((body) =>
    mutation.mutate(
      { id: record.id, body },
      {
        onSuccess: (saved) => {
          reset(profileValues(saved));
          showSnackbar('Profile saved');
        },
        onError: (error) => applyServerIssues(error, setError, PROFILE_INPUT_NAMES),
      },
    ),
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="profile-heading">
      <Stack spacing={2}>
        <Typography id="profile-heading" variant="h5" component="h2">
          Profile
        </Typography>
        <Typography color="text.secondary">Username: {record.username}</Typography>
        <FormError errors={errors} />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {PROFILE_INPUTS.map(([name, label, autoComplete]) => (
            <FormTextField
              key={name}
              control={control}
              name={name}
              label={label}
              autoComplete={autoComplete}
              type={profileInputType(name)}
            />
          ))}
        </Box>
        <Box>
          <Button type="submit" variant="contained" disabled={mutation.isPending || !isDirty}>
            Save profile
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
