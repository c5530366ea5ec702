import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { ReactNode } from 'react';

export interface DialogRequest {
  title: string;
  content: ReactNode;
  /** Buttons; by default one "Close". Each receives the function that closes the dialog. */
  actions?: (close: () => void) => ReactNode;
}

export interface LayoutDialogProps {
  /** What is shown; null closes the dialog. */
  request: DialogRequest | null;
  titleId: string;
  onClose: () => void;
}

/** The dialog of the layout's dialog area. */
export function LayoutDialog({ request, titleId, onClose }: LayoutDialogProps) {
  return (
    <Dialog open={request !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{request?.title}</DialogTitle>
      <DialogContent>{request?.content}</DialogContent>
      <DialogActions>
        {request?.actions ? request.actions(onClose) : <Button onClick={onClose}>Close</Button>}
      </DialogActions>
    </Dialog>
  );
}
