import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Stack, Typography } from '@mui/material';
import { ProfileFieldsSchema, type User } from '@stockroom/contract';
import { useForm } from 'react-hook-form';
import { FormError } from '../../../components/form/form-error';
import { FormTextField } from '../../../components/form/form-text-field';
import { applyServerIssues } from '../../../components/form/server-issues';
import { formSchemaOptions } from '../../../lib/form-messages';
import { showSnackbar } from '../../../lib/snackbar-bus';
import { useUpdateProfileMutation } from '../api/my-record';

/** The fields a member edits on their own record, in the order the form shows them. */
const PROFILE_FIELDS = [
  ['first_name', 'First name', 'given-name'],
  ['last_name', 'Last name', 'family-name'],
  ['email_address', 'E-mail address', 'email'],
  ['phone_number', 'Phone number', 'tel'],
  ['company', 'Company', 'organization'],
  ['address_line1', 'Address line 1', 'address-line1'],
  ['address_line2', 'Address line 2', 'address-line2'],
  ['city', 'City', 'address-level2'],
  ['state', 'State', 'address-level1'],
  ['zip_code', 'ZIP code', 'postal-code'],
  ['country', 'Country', 'country-name'],
] as const;

type ProfileField = (typeof PROFILE_FIELDS)[number][0];
const FIELD_NAMES = PROFILE_FIELDS.map(([name]) => name);

const ProfileFormSchema = ProfileFieldsSchema.pick(
  Object.fromEntries(FIELD_NAMES.map((name) => [name, true])) as Record<ProfileField, true>,
);

const profileValues = (record: User) =>
  Object.fromEntries(FIELD_NAMES.map((name) => [name, record[name]])) as Record<ProfileField, string>;

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
        onError: (error) => applyServerIssues(error, setError, FIELD_NAMES),
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
          {PROFILE_FIELDS.map(([name, label, autoComplete]) => (
            <FormTextField
              key={name}
              control={control}
              name={name}
              label={label}
              autoComplete={autoComplete}
              type={name === 'email_address' ? 'email' : name === 'phone_number' ? 'tel' : 'text'}
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
