import { zodResolver } from '@hookform/resolvers/zod';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import { formatPrice, type Price, SandboxPaySchema } from '@stockroom/contract';
import { Controller, useForm } from 'react-hook-form';
import { FormError } from '../../../components/form/form-error';
import { FormTextField } from '../../../components/form/form-text-field';
import { applyServerIssues } from '../../../components/form/server-issues';
import { ApiError, errorMessage } from '../../../lib/api-errors';
import { formSchemaOptions } from '../../../lib/form-messages';
import { type CardForm as CardValues, usePayMutation } from '../api/pay';
import { formatCardNumber, formatCvc, formatExpiry } from './card-formatting';
import { TestCards } from './test-cards';

const FIELDS = ['card_number', 'expiry', 'cvc', 'name'] as const;

/** The card form; `declined` is why the last attempt failed (the form keeps what was typed). */
export function CardForm({ sessionId, price, declined }: { sessionId: string; price: Price; declined: string }) {
  const pay = usePayMutation(sessionId);
  const { control, handleSubmit, setError, setValue, formState } = useForm<CardValues>({
    resolver: zodResolver(SandboxPaySchema, formSchemaOptions),
    defaultValues: { card_number: '', expiry: '', cvc: '', name: '' },
  });

  const onSubmit = handleSubmit((values) =>
    pay.mutate(values, { onError: (error) => applyServerIssues(error, setError, FIELDS) }),
  );
  // Field issues sit on their fields; any other failure, or the last decline, shows above the form.
  const onFields = pay.error instanceof ApiError && (pay.error.body?.issues?.length ?? 0) > 0;
  const problem = pay.isPending ? '' : pay.error && !onFields ? errorMessage(pay.error) : declined;

  return (
    <Stack spacing={2.5}>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label="Card details">
        <Stack spacing={2}>
          {problem && (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          )}
          <FormError errors={formState.errors} />
          <FormTextField
            control={control}
            name="card_number"
            label="Card number"
            format={formatCardNumber}
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            required
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <Stack direction="row" spacing={2}>
            <FormTextField
              control={control}
              name="expiry"
              label="Expiry (MM/YY)"
              format={formatExpiry}
              autoComplete="cc-exp"
              placeholder="MM/YY"
              required
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <FormTextField
              control={control}
              name="cvc"
              label="CVC"
              format={formatCvc}
              autoComplete="cc-csc"
              placeholder="123"
              required
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          </Stack>
          <Controller
            control={control}
            name="name"
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                label="Name on card"
                autoComplete="cc-name"
                required
                error={fieldState.error !== undefined}
                helperText={fieldState.error?.message}
                slotProps={{ inputLabel: { required: false } }}
                fullWidth
              />
            )}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            loading={pay.isPending}
            loadingPosition="start"
            startIcon={<LockOutlined />}
          >
            Pay {formatPrice(price)}
          </Button>
        </Stack>
      </Box>
      <TestCards onUse={(number) => setValue('card_number', number, { shouldValidate: formState.isSubmitted })} />
    </Stack>
  );
}
