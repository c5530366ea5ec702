import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Collapse, DialogActions, DialogContent, Stack } from '@mui/material';
import type { User } from '@stockroom/contract';
import { useForm, useWatch } from 'react-hook-form';
import { FormError } from '../../../../components/form/form-error';
import { FormSwitch } from '../../../../components/form/form-switch';
import { FormTextField } from '../../../../components/form/form-text-field';
import { showSubmitError } from '../../../../components/form/server-issues';
import { formSchemaOptions } from '../../../../lib/form-messages';
import { PRIVATE_TEXT } from '../../../../lib/recording-privacy';
import { showSnackbar } from '../../../../lib/snackbar-bus';
import { useCreateRequestMutation } from '../../api/create-request';
import { useMailingList } from '../mailing-list/use-mailing-list';
import { DirectMailFields } from './direct-mail-fields';
import type { FormLink } from './form-link';
import {
  defaultsFor,
  REQUEST_FORM_FIELDS,
  type RequestFormInput,
  RequestFormSchema,
  type RequestFormValues,
  requestBody,
} from './form-schema';
import { SubjectSummary, useRequestSubject } from './subject-summary';

interface RequestFormProps {
  record: User;
  link: FormLink;
  onCancel: () => void;
  onSent: () => void;
}

/** The new request: contact details (the member's own to start with), what they need, and direct mail. */
export function RequestForm({ record, link, onCancel, onSent }: RequestFormProps) {
  const subject = useRequestSubject(link);
  const mutation = useCreateRequestMutation();
  const {
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitted },
  } = useForm<RequestFormInput, unknown, RequestFormValues>({
    resolver: zodResolver(RequestFormSchema, formSchemaOptions),
    defaultValues: defaultsFor(record, link),
  });
  const directMail = useWatch({ control, name: 'is_direct_mail' });
  const mailingList = useMailingList((csv) => setValue('mailing_list_csv', csv, { shouldValidate: isSubmitted }));
  const list = mailingList.state;

  const onSubmit = handleSubmit((values) => {
    // No list yet is a detail to follow; a list chosen must hold a valid address.
    const unusable = list.status === 'refused' || (list.status === 'checked' && list.result.valid_count === 0);
    if (values.is_direct_mail && unusable) {
      setError(
        'mailing_list_csv',
        { type: 'validate', message: 'This list has no valid address: fix the file and choose it again' },
        { shouldFocus: true },
      );
      return;
    }
    mutation.mutate(requestBody(values, subject.ids), {
      onSuccess: () => {
        showSnackbar('Request sent');
        onSent();
      },
      onError: (error) => {
        showSubmitError(error, setError, REQUEST_FORM_FIELDS);
      },
    });
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'contents' }} {...PRIVATE_TEXT}>
      <DialogContent dividers>
        <Stack spacing={2}>
          <SubjectSummary subject={subject} link={link} />
          <FormError errors={errors} />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <FormTextField control={control} name="first_name" label="First name" autoComplete="given-name" />
            <FormTextField control={control} name="last_name" label="Last name" autoComplete="family-name" />
            <FormTextField control={control} name="email" label="E-mail address" type="email" autoComplete="email" />
            <FormTextField control={control} name="phone_number" label="Phone number" type="tel" autoComplete="tel" />
          </Box>
          <FormTextField
            control={control}
            name="description"
            label="What do you need?"
            required
            multiline
            minRows={4}
            hint="The more you tell us, the sooner we can help"
          />
          <FormTextField
            control={control}
            name="download_url"
            label="Download link (optional)"
            type="url"
            hint="Where we can fetch files you want us to use"
          />
          <FormSwitch
            control={control}
            name="is_direct_mail"
            label="Direct mail"
            hint="We print your customized file and mail it to your list of addresses"
          />
          <Collapse in={directMail}>
            <Alert severity="info" role="note" sx={{ mb: 1 }}>
              Not ready yet? Send the request without the quantity or the mailing list: it shows “details to follow”,
              and you add them from your requests page.
            </Alert>
            <DirectMailFields control={control} mailingList={list} onChooseList={mailingList.choose} />
          </Collapse>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onCancel} disabled={mutation.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={mutation.isPending || list.status === 'checking'}>
          Send request
        </Button>
      </DialogActions>
    </Box>
  );
}
