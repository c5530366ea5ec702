import { Box, Stack, TextField } from '@mui/material';
import { type Control, Controller } from 'react-hook-form';
import { FormTextField } from '../../../../components/form/form-text-field';
import { MailingListField } from '../mailing-list/mailing-list-field';
import type { MailingListState } from '../mailing-list/use-mailing-list';
import { localToday, type RequestFormInput, type RequestFormValues } from './form-schema';

interface DirectMailFieldsProps {
  control: Control<RequestFormInput, unknown, RequestFormValues>;
  mailingList: MailingListState;
  onChooseList: (file: File) => void;
}

/** How many copies, when, and to whom: shown with direct mail on. */
export function DirectMailFields({ control, mailingList, onChooseList }: DirectMailFieldsProps) {
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField
          control={control}
          name="quantity"
          label="Quantity"
          hint="Copies to print and mail"
          slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
        />
        {/* Its own Controller: a date input's label must stay above the field. */}
        <Controller
          control={control}
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
        control={control}
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
    </Stack>
  );
}
