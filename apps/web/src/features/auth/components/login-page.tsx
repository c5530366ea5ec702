import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Link, Stack } from '@mui/material';
import { LoginRequestSchema } from '@stockroom/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod/mini';
import { CaptchaField } from '../../../components/captcha/captcha-field';
import { CaptchaMissing } from '../../../components/form/captcha-missing';
import { FormCard } from '../../../components/form/form-card';
import { FormTextField } from '../../../components/form/form-text-field';
import { ApiError, errorMessage } from '../../../lib/api-errors';
import { formSchemaOptions } from '../../../lib/form-messages';
import { safeReturnAddress } from '../../../lib/navigation';
import { useLoginMutation } from '../api/login';

const LoginFormSchema = z.pick(LoginRequestSchema, { username: true, password: true });

/** Account states the server refuses to log in (DESIGN §1.2), each with its own message. */
const ACCOUNT_STATE_CODES = new Set(['email_pending', 'waiting_for_approval', 'account_denied']);

export function LoginPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const mutation = useLoginMutation();
  const [needsCaptcha, setNeedsCaptcha] = useState(false);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  // A captcha token is good once: every attempt that used one starts the widget over.
  const [captchaRound, setCaptchaRound] = useState(0);
  const [captchaMissing, setCaptchaMissing] = useState(false);
  const { control, handleSubmit, getValues } = useForm({
    resolver: zodResolver(LoginFormSchema, formSchemaOptions),
    defaultValues: { username: '', password: '' },
  });

  const onSubmit = handleSubmit((values) => {
    if (needsCaptcha && captchaToken === null) {
      setCaptchaMissing(true);
      return;
    }
    setCaptchaMissing(false);
    const usedCaptcha = captchaToken !== null;
    mutation.mutate(
      { ...values, ...(captchaToken && { captcha_token: captchaToken }) },
      {
        onSuccess: () => navigate(safeReturnAddress(searchParams.get('redirectTo')), { replace: true }),
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'captcha_required') setNeedsCaptcha(true);
          if (usedCaptcha) {
            setCaptchaToken(null);
            setCaptchaRound((round) => round + 1);
          }
        },
      },
    );
  });

  const error = mutation.error;
  const code = error instanceof ApiError ? error.code : undefined;

  return (
    <FormCard title="Log in">
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2}>
          {error && (
            <Alert severity={code && ACCOUNT_STATE_CODES.has(code) ? 'warning' : 'error'} role="alert">
              {errorMessage(error)}
              {code === 'email_pending' && (
                <>
                  {' '}
                  <Link
                    component={RouterLink}
                    to={`/confirm-email?username=${encodeURIComponent(getValues('username'))}`}
                  >
                    Enter your confirmation code
                  </Link>
                </>
              )}
            </Alert>
          )}
          <FormTextField control={control} name="username" label="Username" autoComplete="username" required />
          <FormTextField
            control={control}
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            required
          />
          {needsCaptcha && <CaptchaField key={captchaRound} onToken={setCaptchaToken} />}
          {captchaMissing && captchaToken === null && <CaptchaMissing />}
          <Button type="submit" variant="contained" size="large" disabled={mutation.isPending}>
            Log in
          </Button>
        </Stack>
      </Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Link component={RouterLink} to="/signup">
          Create an account
        </Link>
        <Link component={RouterLink} to="/forgot-password">
          Forgot password?
        </Link>
      </Stack>
    </FormCard>
  );
}
