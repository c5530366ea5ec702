import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import {
  detailsPhrase,
  REQUEST_TRANSITIONS,
  type RequestRecord,
  type RequestStatus,
  RequestStatusChangeSchema,
} from '@stockroom/contract';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { FormError } from '../../../../components/form/form-error';
import { FormTextField } from '../../../../components/form/form-text-field';
import { showSubmitError } from '../../../../components/form/server-issues';
import { formSchemaOptions } from '../../../../lib/form-messages';
import { showSnackbar } from '../../../../lib/snackbar-bus';
import { useChangeStatusMutation } from '../../api/request-detail';
import { STATUS_LABELS } from '../labels';

const NoteSchema = z.pick(RequestStatusChangeSchema, { note: true });
type NoteInput = z.input<typeof NoteSchema>;
type NoteValues = z.output<typeof NoteSchema>;

const MOVE_LABELS: Record<RequestStatus, string> = {
  new: 'Back to new',
  in_progress: 'Start: in progress',
  done: 'Mark as done',
  declined: 'Decline',
};

/** The moves the request may make from where it is (REQUEST_TRANSITIONS), each with the note to the member. */
export function StatusActions({ request }: { request: RequestRecord }) {
  const moves = REQUEST_TRANSITIONS[request.status];
  // The server refuses it too; saying so here spares the admin a refused click.
  const detailsMissing = request.missing_details.length > 0;
  const mutation = useChangeStatusMutation(request.id);
  const {
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<NoteInput, unknown, NoteValues>({
    resolver: zodResolver(NoteSchema, formSchemaOptions),
    defaultValues: { note: '' },
  });

  const move = (status: RequestStatus) =>
    handleSubmit(({ note }) => {
      if (status === 'declined' && note === '') {
        setError(
          'note',
          { type: 'required', message: 'Tell the member why the request is declined' },
          { shouldFocus: true },
        );
        return;
      }
      mutation.mutate(
        // The status the admin saw: a request moved meanwhile is refused (409), not moved from elsewhere.
        { status, note, from_status: request.status },
        {
          onSuccess: (saved) => {
            reset({ note: '' });
            showSnackbar(`Request moved to ${STATUS_LABELS[saved.status]}`);
          },
          onError: (error) => {
            showSubmitError(error, setError, ['note']);
          },
        },
      );
    })();

  return (
    <Paper variant="outlined" component="section" aria-labelledby="move-heading" sx={{ p: 2 }}>
      <Typography id="move-heading" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Status
      </Typography>
      {moves.length === 0 ? (
        <Alert severity="info">
          This request is {STATUS_LABELS[request.status].toLowerCase()}: it cannot move any more.
        </Alert>
      ) : (
        <Box component="form" noValidate onSubmit={(event) => event.preventDefault()}>
          <Stack spacing={2}>
            <FormError errors={errors} />
            <FormTextField
              control={control}
              name="note"
              label="Note to the member"
              multiline
              minRows={3}
              hint="E-mailed with the new status; needed to decline"
            />
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {moves.map((status) => (
                <Button
                  key={status}
                  variant={status === 'declined' ? 'outlined' : 'contained'}
                  color={status === 'declined' ? 'error' : 'primary'}
                  disabled={mutation.isPending || (status === 'done' && detailsMissing)}
                  aria-describedby={status === 'done' && detailsMissing ? 'done-blocked' : undefined}
                  onClick={() => void move(status)}
                >
                  {MOVE_LABELS[status]}
                </Button>
              ))}
            </Stack>
            {detailsMissing && moves.includes('done') && (
              <Typography id="done-blocked" variant="body2" color="text.secondary">
                It can be marked done once the member has sent {detailsPhrase(request.missing_details)}.
              </Typography>
            )}
          </Stack>
        </Box>
      )}
    </Paper>
  );
}
