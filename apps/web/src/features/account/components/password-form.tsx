import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Stack, Typography } from '@mui/material';
import { PasswordSchema } from '@stockroom/contract';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { FormError } from '../../../components/form/form-error';
import { FormTextField } from '../../../components/form/form-text-field';
import { confirmMatches, NewPasswordFields } from '../../../components/form/new-password-fields';
import { applyServerIssues } from '../../../components/form/server-issues';
import { leaveAfterSignOut } from '../../../lib/auth-actions';
import { formSchemaOptions } from '../../../lib/form-messages';
import { useChangePasswordMutation } from '../api/my-record';

export const PASSWORD_CHANGED_MESSAGE = 'Password changed, please log in again';

const PasswordFormSchema = z
  .object({
    current_password: z.string().check(z.minLength(1)),
    password: PasswordSchema,
    confirm_password: z.string(),
  })
  .check(z.refine(confirmMatches.check, confirmMatches.params));

/** Changing the password ends every login of the user, this one too: the next stop is /login. */
export function PasswordForm({ userId }: { userId: string }) {
  const mutation = useChangePasswordMutation();
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(PasswordFormSchema, formSchemaOptions),
    defaultValues: { current_password: '', password: '', confirm_password: '' },
  });

  const onSubmit = handleSubmit(({ current_password, password }) =>
    mutation.mutate(
      { userId, body: { current_password, password } },
      {
        onSuccess: () => void leaveAfterSignOut(PASSWORD_CHANGED_MESSAGE),
        onError: (error) => applyServerIssues(error, setError, ['current_password', 'password']),
      },
    ),
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="password-heading">
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        <Typography id="password-heading" variant="h5" component="h2">
          Change password
        </Typography>
        <Typography color="text.secondary">You will be signed out everywhere and asked to log in again.</Typography>
        <FormError errors={errors} />
        <FormTextField
          control={control}
          name="current_password"
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
        />
        <NewPasswordFields control={control} />
        <Box>
          <Button type="submit" variant="contained" disabled={mutation.isPending}>
            Change password
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
