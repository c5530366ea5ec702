import { Button, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, useTheme } from '@mui/material';
import { type ReactNode, useId, useRef } from 'react';
import { ErrorState, LoadingState } from '../feedback/page-states';

interface FormDialogProps<T> {
  /** What the dialog is open for; null closes it. */
  target: T | null;
  onClose: () => void;
  maxWidth: 'sm' | 'md';
  title: (shown: T | null) => string;
  children: (shown: T) => ReactNode;
}

/** A dialog holding a create-or-edit form: full screen on a phone. */
export function FormDialog<T>({ target, onClose, maxWidth, title, children }: FormDialogProps<T>) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const titleId = useId();
  // Keeps the content in place while the dialog fades out.
  const last = useRef(target);
  if (target) last.current = target;
  const shown = target ?? last.current;

  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={maxWidth}
      fullScreen={fullScreen}
    >
      <DialogTitle id={titleId}>{title(shown)}</DialogTitle>
      {shown && children(shown)}
    </Dialog>
  );
}

interface DialogLoadStateProps {
  /** The first failed read, if any; otherwise the form's data is still loading. */
  error: Error | null;
  onRetry: () => void;
  onClose: () => void;
  loadingLabel: string;
}

/** What a form dialog shows until the data its form needs has arrived. */
export function DialogLoadState({ error, onRetry, onClose, loadingLabel }: DialogLoadStateProps) {
  if (error) {
    return (
      <>
        <DialogContent>
          <ErrorState error={error} onRetry={onRetry} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
        </DialogActions>
      </>
    );
  }
  return (
    <DialogContent>
      <LoadingState label={loadingLabel} />
    </DialogContent>
  );
}

/** A form dialog's Cancel and Save, both held while the form is being saved. */
export function FormDialogActions({ onCancel, pending }: { onCancel: () => void; pending: boolean }) {
  return (
    <DialogActions>
      <Button onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button type="submit" variant="contained" disabled={pending}>
        Save
      </Button>
    </DialogActions>
  );
}
