import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { createContext, type ReactNode, useCallback, useContext, useId, useMemo, useState } from 'react';

export interface DialogRequest {
  title: string;
  content: ReactNode;
  /** Buttons; by default one "Close". Each receives the function that closes the dialog. */
  actions?: (close: () => void) => ReactNode;
}

interface DialogApi {
  openDialog: (request: DialogRequest) => () => void;
  closeDialog: () => void;
}

const DialogContext = createContext<DialogApi | null>(null);

/** The layout's dialog area: any screen opens one dialog at a time through `useDialog()`. */
export function DialogProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<DialogRequest | null>(null);
  const titleId = useId();
  const closeDialog = useCallback(() => setRequest(null), []);
  const openDialog = useCallback(
    (next: DialogRequest) => {
      setRequest(next);
      return closeDialog;
    },
    [closeDialog],
  );
  const api = useMemo(() => ({ openDialog, closeDialog }), [openDialog, closeDialog]);

  return (
    <DialogContext.Provider value={api}>
      {children}
      <Dialog open={request !== null} onClose={closeDialog} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>{request?.title}</DialogTitle>
        <DialogContent>{request?.content}</DialogContent>
        <DialogActions>
          {request?.actions ? request.actions(closeDialog) : <Button onClick={closeDialog}>Close</Button>}
        </DialogActions>
      </Dialog>
    </DialogContext.Provider>
  );
}

export function useDialog(): DialogApi {
  const api = useContext(DialogContext);
  if (!api) throw new Error('useDialog needs a DialogProvider above it');
  return api;
}
