import { Button, DialogContentText } from '@mui/material';
import { type ReactNode, useCallback, useEffect, useRef } from 'react';
import { useDialog } from '../layout/dialog-area';

export interface ConfirmOptions {
  title: string;
  message: ReactNode;
  /** The label of the button that says yes, e.g. "Delete". */
  confirmLabel: string;
  /** The label of the button that says no; "Cancel" by default. */
  cancelLabel?: string;
  /** Shows the yes button in the error colour, for actions that cannot be undone. */
  destructive?: boolean;
}

export type Confirm = (options: ConfirmOptions) => Promise<boolean>;

/**
 * The question's body. It reports when it leaves the screen, so that closing the dialog in any
 * way (Escape, the backdrop, another dialog taking its place) answers "no".
 */
function ConfirmMessage({ message, onGone }: { message: ReactNode; onGone: () => void }) {
  const onGoneRef = useRef(onGone);
  const leaving = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    // React's development double mount leaves and comes back at once; only a real leave answers.
    clearTimeout(leaving.current);
    return () => {
      leaving.current = setTimeout(() => onGoneRef.current(), 0);
    };
  }, []);
  return typeof message === 'string' ? <DialogContentText>{message}</DialogContentText> : message;
}

let nextConfirmId = 0;

/** `confirm({title, message, confirmLabel})` asks in the layout's dialog area and resolves to the answer. */
export function useConfirm(): Confirm {
  const { openDialog } = useDialog();
  return useCallback(
    ({ title, message, confirmLabel, cancelLabel = 'Cancel', destructive = false }: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        let settled = false;
        const settle = (answer: boolean) => {
          if (settled) return;
          settled = true;
          resolve(answer);
        };
        openDialog({
          title,
          content: <ConfirmMessage key={++nextConfirmId} message={message} onGone={() => settle(false)} />,
          actions: (close) => (
            <>
              <Button
                onClick={() => {
                  settle(false);
                  close();
                }}
              >
                {cancelLabel}
              </Button>
              <Button
                variant="contained"
                color={destructive ? 'error' : 'primary'}
                onClick={() => {
                  settle(true);
                  close();
                }}
              >
                {confirmLabel}
              </Button>
            </>
          ),
        });
      }),
    [openDialog],
  );
}
