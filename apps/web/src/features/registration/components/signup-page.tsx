import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Link, Stack } from '@mui/material';
import { SignUpRequestSchema } from '@stockroom/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { z } from 'zod/mini';
import { CaptchaField } from '../../../components/captcha/captcha-field';
import { CaptchaMissing } from '../../../components/form/captcha-missing';
import { FormCard } from '../../../components/form/form-card';
import { FormError } from '../../../components/form/form-error';
import { FormTextField } from '../../../components/form/form-text-field';
import { confirmMatches, NewPasswordFields } from '../../../components/form/new-password-fields';
import { applyServerIssues } from '../../../components/form/server-issues';
import { formSchemaOptions } from '../../../lib/form-messages';
import { useSignUpMutation } from '../api/sign-up';

const SignUpFormSchema = z
  .extend(
    z.pick(SignUpRequestSchema, {
      first_name: true,
      last_name: true,
      email_address: true,
      company: true,
      phone_number: true,
      username: true,
      password: true,
    }),
    { confirm_password: z.string() },
  )
  .check(z.refine(confirmMatches.check, confirmMatches.params));

const FIELDS = ['first_name', 'last_name', 'email_address', 'company', 'phone_number', 'username', 'password'] as const;

/** Sign-up (DESIGN §1.4): the account starts e-mail pending; the code arrives by e-mail. */
export function SignUpPage() {
  const navigate = useNavigate();
  const mutation = useSignUpMutation();
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaRound, setCaptchaRound] = useState(0);
  const [captchaMissing, setCaptchaMissing] = useState(false);
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(SignUpFormSchema, formSchemaOptions),
    defaultValues: {
      first_name: '',
      last_name: '',
      email_address: '',
      company: '',
      phone_number: '',
      username: '',
      password: '',
      confirm_password: '',
    },
  });

  const onSubmit = handleSubmit(({ confirm_password: _, ...profile }) => {
    if (captchaToken === null) {
      setCaptchaMissing(true);
      return;
    }
    setCaptchaMissing(false);
    mutation.mutate(
      { ...profile, captcha_token: captchaToken },
      {
        onSuccess: () => navigate(`/confirm-email?username=${encodeURIComponent(profile.username)}`),
        onError: (error) => applyServerIssues(error, setError, FIELDS),
      },
    );
    // A token is good once, whatever the answer.
    setCaptchaToken(null);
    setCaptchaRound((round) => round + 1);
  });

  return (
    <FormCard title="Create an account">
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2}>
          <FormError errors={errors} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField control={control} name="first_name" label="First name" autoComplete="given-name" />
            <FormTextField control={control} name="last_name" label="Last name" autoComplete="family-name" />
          </Stack>
          <FormTextField
            control={control}
            name="email_address"
            label="E-mail address"
            type="email"
            autoComplete="email"
            required
          />
          <FormTextField control={control} name="company" label="Company" autoComplete="organization" />
          <FormTextField control={control} name="phone_number" label="Phone number" type="tel" autoComplete="tel" />
          <FormTextField
            control={control}
            name="username"
            label="Username"
            autoComplete="username"
            required
            hint="Letters, digits and . _ @ - only."
          />
          <NewPasswordFields control={control} label="Password" confirmLabel="Confirm password" />
          <CaptchaField key={captchaRound} onToken={setCaptchaToken} />
          {captchaMissing && captchaToken === null && <CaptchaMissing />}
          <Button type="submit" variant="contained" size="large" disabled={mutation.isPending}>
            Create account
          </Button>
        </Stack>
      </Box>
      <Link component={RouterLink} to="/login">
        I already have an account
      </Link>
    </FormCard>
  );
}
