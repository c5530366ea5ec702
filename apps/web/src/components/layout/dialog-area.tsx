import { createContext, type ReactNode, useCallback, useContext, useId, useMemo, useState } from 'react';
import { OnDemand } from '../feedback/on-demand';
import type { DialogRequest } from './layout-dialog';
import { LayoutDialog } from './lazy-overlays';
import { useOpenedOnce } from './use-opened-once';

export type { DialogRequest } from './layout-dialog';

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
  const dialogMounted = useOpenedOnce(request !== null);

  return (
    <DialogContext.Provider value={api}>
      {children}
      {dialogMounted && (
        <OnDemand>
          <LayoutDialog request={request} titleId={titleId} onClose={closeDialog} />
        </OnDemand>
      )}
    </DialogContext.Provider>
  );
}

export function useDialog(): DialogApi {
  const api = useContext(DialogContext);
  if (!api) throw new Error('useDialog needs a DialogProvider above it');
  return api;
}
