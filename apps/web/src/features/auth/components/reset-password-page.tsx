import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Link, Stack } from '@mui/material';
import { ConfirmResetSchema } from '@stockroom/contract';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { z } from 'zod/mini';
import { FormCard } from '../../../components/form/form-card';
import { FormError } from '../../../components/form/form-error';
import { FormTextField } from '../../../components/form/form-text-field';
import { confirmMatches, NewPasswordFields } from '../../../components/form/new-password-fields';
import { applyServerIssues } from '../../../components/form/server-issues';
import { formSchemaOptions } from '../../../lib/form-messages';
import { useConfirmResetMutation } from '../api/password-reset';

const ResetFormSchema = z
  .extend(ConfirmResetSchema, { confirm_password: z.string() })
  .check(z.refine(confirmMatches.check, confirmMatches.params));

/** Sets a new password with the code from the reset e-mail. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const mutation = useConfirmResetMutation();
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ResetFormSchema, formSchemaOptions),
    defaultValues: { username: searchParams.get('username') ?? '', code: '', password: '', confirm_password: '' },
  });

  const onSubmit = handleSubmit(({ confirm_password: _, ...body }) =>
    mutation.mutate(body, { onError: (error) => applyServerIssues(error, setError, ['username', 'code', 'password']) }),
  );

  if (mutation.isSuccess) {
    return (
      <FormCard title="Password changed">
        <Alert severity="success" role="status">
          {mutation.data.message}
        </Alert>
        <Button component={RouterLink} to="/login" variant="contained">
          Go to log in
        </Button>
      </FormCard>
    );
  }

  return (
    <FormCard title="Set a new password">
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2}>
          <FormError errors={errors} />
          <FormTextField control={control} name="username" label="Username" autoComplete="username" required />
          <FormTextField
            control={control}
            name="code"
            label="Code from the e-mail"
            autoComplete="one-time-code"
            required
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
          />
          <NewPasswordFields control={control} />
          <Button type="submit" variant="contained" size="large" disabled={mutation.isPending}>
            Set password
          </Button>
        </Stack>
      </Box>
      <Link component={RouterLink} to="/forgot-password">
        Send a new code
      </Link>
    </FormCard>
  );
}
