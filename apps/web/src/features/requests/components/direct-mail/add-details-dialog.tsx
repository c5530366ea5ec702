import { zodResolver } from '@hookform/resolvers/zod';
import { Box, DialogContent, Stack } from '@mui/material';
import type { RequestRecord } from '@stockroom/contract';
import { useForm } from 'react-hook-form';
import type { z } from 'zod/mini';
import { FormDialog, FormDialogActions } from '../../../../components/admin/form-dialog';
import { FormError } from '../../../../components/form/form-error';
import { showSubmitError } from '../../../../components/form/server-issues';
import { formSchemaOptions } from '../../../../lib/form-messages';
import { PRIVATE_TEXT } from '../../../../lib/recording-privacy';
import { showSnackbar } from '../../../../lib/snackbar-bus';
import { useAddDirectMailDetailsMutation } from '../../api/add-direct-mail-details';
import { useMailingList } from '../mailing-list/use-mailing-list';
import { DirectMailFields } from '../request-form/direct-mail-fields';
import { DirectMailDetailsFormSchema, directMailBody } from '../request-form/form-schema';

type DetailsInput = z.input<typeof DirectMailDetailsFormSchema>;
type DetailsValues = z.output<typeof DirectMailDetailsFormSchema>;
const FIELDS = ['quantity', 'mail_date', 'mailing_list_csv'] as const;

interface AddDetailsDialogProps {
  request: RequestRecord | null;
  onClose: () => void;
}

/** The member adds the quantity, the mail date or the mailing list to their direct-mail request. */
export function AddDetailsDialog({ request, onClose }: AddDetailsDialogProps) {
  return (
    <FormDialog target={request} onClose={onClose} maxWidth="md" title={() => 'Add direct-mail details'}>
      {(shown) => <AddDetailsForm key={shown.id} request={shown} onClose={onClose} />}
    </FormDialog>
  );
}

function AddDetailsForm({ request, onClose }: { request: RequestRecord; onClose: () => void }) {
  const mutation = useAddDirectMailDetailsMutation(request.id);
  const {
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitted },
  } = useForm<DetailsInput, unknown, DetailsValues>({
    resolver: zodResolver(DirectMailDetailsFormSchema, formSchemaOptions),
    defaultValues: {
      quantity: request.quantity === null ? '' : String(request.quantity),
      mail_date: '',
      mailing_list_csv: '',
    },
  });
  const mailingList = useMailingList((csv) => setValue('mailing_list_csv', csv, { shouldValidate: isSubmitted }));
  const list = mailingList.state;

  const onSubmit = handleSubmit((values) => {
    if (list.status === 'refused' || (list.status === 'checked' && list.result.valid_count === 0)) {
      setError(
        'mailing_list_csv',
        { type: 'validate', message: 'This list has no valid address: fix the file and choose it again' },
        { shouldFocus: true },
      );
      return;
    }
    mutation.mutate(directMailBody(values), {
      onSuccess: () => {
        showSnackbar('Details added');
        onClose();
      },
      onError: (error) => {
        showSubmitError(error, setError, FIELDS);
      },
    });
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'contents' }} {...PRIVATE_TEXT}>
      <DialogContent dividers>
        <Stack spacing={2}>
          <FormError errors={errors} />
          <DirectMailFields
            control={control}
            mailingList={list}
            onChooseList={mailingList.choose}
            listedAddresses={request.mailing_list_count}
            quantityHint={
              request.mailing_list_count > 0
                ? `Copies to print and mail; your list has ${request.mailing_list_count.toLocaleString()} addresses`
                : 'Copies to print and mail'
            }
          />
        </Stack>
      </DialogContent>
      <FormDialogActions onCancel={onClose} pending={mutation.isPending || list.status === 'checking'} />
    </Box>
  );
}
