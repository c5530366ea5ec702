import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '../../../lib/api-errors';
import { useRequestInfoMutation } from '../api/request-info';

const MESSAGE_MAX = 2000;

interface RequestInfoDialogProps {
  productId: string;
  productTitle: string;
  title: string;
  open: boolean;
  onClose: () => void;
  onSent: () => void;
}

/**
 * Asks the administrators about a product, with an optional note. One optional text field needs
 * no form library; the length limit is the contract's, enforced by the input.
 */
export function RequestInfoDialog({ productId, productTitle, title, open, onClose, onSent }: RequestInfoDialogProps) {
  const titleId = useId();
  const [message, setMessage] = useState('');
  const mutation = useRequestInfoMutation(productId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate(message.trim(), { onSuccess: onSent });
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {mutation.isSuccess ? (
        <>
          <DialogContent>
            <Alert severity="success">Request sent. An administrator will get back to you by e-mail.</Alert>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          <DialogContent>
            <Typography sx={{ mb: 2 }}>
              We will let the administrators know you are interested in “{productTitle}”.
            </Typography>
            {mutation.isError && (
              <Alert severity="error" role="alert" sx={{ mb: 2 }}>
                {errorMessage(mutation.error)}
              </Alert>
            )}
            <TextField
              label="Message (optional)"
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              multiline
              minRows={3}
              fullWidth
              helperText={`${message.length} / ${MESSAGE_MAX}`}
              slotProps={{ htmlInput: { maxLength: MESSAGE_MAX } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
            <Button type="submit" variant="contained" disabled={mutation.isPending}>
              Send request
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
