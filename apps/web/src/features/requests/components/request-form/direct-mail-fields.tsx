import { Alert, Box, Stack, TextField } from '@mui/material';
import { quantityWarning } from '@stockroom/contract';
import { type Control, Controller, type FieldValues, useWatch } from 'react-hook-form';
import { FormTextField } from '../../../../components/form/form-text-field';
import { MailingListField } from '../mailing-list/mailing-list-field';
import type { MailingListState } from '../mailing-list/use-mailing-list';
import { type DirectMailInput, localToday, typedQuantity } from './form-schema';

interface DirectMailFieldsProps<T extends DirectMailInput & FieldValues, O> {
  control: Control<T, unknown, O>;
  mailingList: MailingListState;
  onChooseList: (file: File) => void;
  /** What the quantity's line says while nothing is typed. */
  quantityHint?: string;
  /** The addresses the request already has, compared with the quantity until another list is chosen. */
  listedAddresses?: number;
}

/** How many copies, when, and to whom: shown with direct mail on, and when adding them later. */
export function DirectMailFields<T extends DirectMailInput & FieldValues, O>({
  control,
  mailingList,
  onChooseList,
  quantityHint = 'Copies to print and mail; you may add it later',
  listedAddresses = 0,
}: DirectMailFieldsProps<T, O>) {
  // Why the cast: both forms hold these three fields (T's bound), but a Control is invariant in T.
  const fields = control as unknown as Control<DirectMailInput>;
  const quantity = typedQuantity(useWatch({ control: fields, name: 'quantity' }));
  const addresses = mailingList.status === 'checked' ? mailingList.result.valid_count : listedAddresses;
  const warning = quantityWarning(quantity, addresses);
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField
          control={fields}
          name="quantity"
          label="Quantity"
          hint={quantityHint}
          slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
        />
        {/* Its own Controller: a date input's label must stay above the field. */}
        <Controller
          control={fields}
          name="mail_date"
          render={({ field, fieldState }) => (
            <TextField
              type="date"
              label="Mail date"
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={fieldState.error !== undefined}
              helperText={fieldState.error?.message ?? 'Leave empty to mail it as soon as possible'}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: localToday() } }}
              fullWidth
            />
          )}
        />
      </Box>
      <Controller
        control={fields}
        name="mailing_list_csv"
        render={({ field, fieldState }) => (
          <MailingListField
            state={mailingList}
            onChoose={onChooseList}
            error={fieldState.error?.message}
            buttonRef={field.ref}
          />
        )}
      />
      {warning && (
        <Alert severity="warning" role="status" aria-label="Quantity and addresses">
          {warning} Check the quantity and the list; you may still send it.
        </Alert>
      )}
    </Stack>
  );
}
