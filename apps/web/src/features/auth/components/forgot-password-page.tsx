import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Link, Stack } from '@mui/material';
import { SendResetCodeSchema } from '@stockroom/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { z } from 'zod/mini';
import { CaptchaField } from '../../../components/captcha/captcha-field';
import { CaptchaMissing } from '../../../components/form/captcha-missing';
import { FormCard } from '../../../components/form/form-card';
import { FormTextField } from '../../../components/form/form-text-field';
import { applyServerIssues } from '../../../components/form/server-issues';
import { formSchemaOptions } from '../../../lib/form-messages';
import { useSendResetCodeMutation } from '../api/password-reset';

const ForgotFormSchema = z.pick(SendResetCodeSchema, { username: true });

/** Asks for a password-reset code by e-mail; the captcha is required (DESIGN §1.6). */
export function ForgotPasswordPage() {
  const mutation = useSendResetCodeMutation();
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaRound, setCaptchaRound] = useState(0);
  const [captchaMissing, setCaptchaMissing] = useState(false);
  const { control, handleSubmit, setError, getValues } = useForm({
    resolver: zodResolver(ForgotFormSchema, formSchemaOptions),
    defaultValues: { username: '' },
  });

  const onSubmit = handleSubmit((values) => {
    if (captchaToken === null) {
      setCaptchaMissing(true);
      return;
    }
    setCaptchaMissing(false);
    mutation.mutate(
      { username: values.username, captcha_token: captchaToken },
      { onError: (error) => applyServerIssues(error, setError, ['username']) },
    );
    // Sent tokens are used up, whatever the answer.
    setCaptchaToken(null);
    setCaptchaRound((round) => round + 1);
  });

  if (mutation.isSuccess) {
    const username = getValues('username');
    return (
      <FormCard title="Check your e-mail">
        <Alert severity="success" role="status">
          {mutation.data}
        </Alert>
        <Link component={RouterLink} to={`/reset-password?username=${encodeURIComponent(username)}`}>
          I have a code: set a new password
        </Link>
      </FormCard>
    );
  }

  return (
    <FormCard title="Forgot password">
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2}>
          <FormTextField
            control={control}
            name="username"
            label="Username"
            autoComplete="username"
            required
            hint="We will e-mail a six-digit code to the address of this account."
          />
          <CaptchaField key={captchaRound} onToken={setCaptchaToken} />
          {captchaMissing && captchaToken === null && <CaptchaMissing />}
          <Button type="submit" variant="contained" size="large" disabled={mutation.isPending}>
            Send code
          </Button>
        </Stack>
      </Box>
      <Link component={RouterLink} to="/login">
        Back to log in
      </Link>
    </FormCard>
  );
}
