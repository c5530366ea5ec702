import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { ConfirmEmailSchema } from '@stockroom/contract';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { FormCard } from '../../../components/form/form-card';
import { FormError } from '../../../components/form/form-error';
import { FormTextField } from '../../../components/form/form-text-field';
import { applyServerIssues } from '../../../components/form/server-issues';
import { formSchemaOptions } from '../../../lib/form-messages';
import { useConfirmEmailMutation } from '../api/confirm-email';

export const CONFIRMED_MESSAGE =
  'Your e-mail is confirmed. Your account is now waiting for approval by an administrator.';

/** The second step of sign-up: the six-digit code from the confirmation e-mail. */
export function ConfirmEmailPage() {
  const [searchParams] = useSearchParams();
  const mutation = useConfirmEmailMutation();
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ConfirmEmailSchema, formSchemaOptions),
    defaultValues: { username: searchParams.get('username') ?? '', code: '' },
  });

  const onSubmit = handleSubmit((body) =>
    mutation.mutate(body, { onError: (error) => applyServerIssues(error, setError, ['username', 'code']) }),
  );

  if (mutation.isSuccess) {
    return (
      <FormCard title="E-mail confirmed">
        <Alert severity="success" role="status">
          {CONFIRMED_MESSAGE}
        </Alert>
        <Typography>We will e-mail you when your account is active. Then you can log in.</Typography>
        <Button component={RouterLink} to="/login" variant="outlined">
          Go to log in
        </Button>
      </FormCard>
    );
  }

  return (
    <FormCard title="Confirm your e-mail">
      <Typography>We sent a six-digit code to the e-mail address of your account.</Typography>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2}>
          <FormError errors={errors} />
          <FormTextField control={control} name="username" label="Username" autoComplete="username" required />
          <FormTextField
            control={control}
            name="code"
            label="Code"
            autoComplete="one-time-code"
            required
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
          />
          <Button type="submit" variant="contained" size="large" disabled={mutation.isPending}>
            Confirm e-mail
          </Button>
        </Stack>
      </Box>
    </FormCard>
  );
}
