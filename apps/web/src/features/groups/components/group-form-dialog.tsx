import { Button, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, useTheme } from '@mui/material';
import { useId, useRef } from 'react';
import { ErrorState, LoadingState } from '../../../components/feedback/page-states';
import { useGroup } from '../api/group-detail';
import { useProviderOptions } from '../api/provider-options';
import { GroupForm } from './group-form';

/** What the dialog is open for: a new group, or one group to edit. */
export type GroupDialogTarget = { mode: 'create' } | { mode: 'edit'; id: string; name: string };

/** Reads what the form needs (the providers, and the group when editing), then shows the form. */
function GroupFormLoader({ target, onClose }: { target: GroupDialogTarget; onClose: () => void }) {
  const providers = useProviderOptions();
  const group = useGroup(target.mode === 'edit' ? target.id : undefined);
  const failed = providers.error ?? (target.mode === 'edit' ? group.error : null);

  if (failed) {
    return (
      <>
        <DialogContent>
          <ErrorState
            error={failed}
            onRetry={() => {
              void providers.refetch();
              if (target.mode === 'edit') void group.refetch();
            }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
        </DialogActions>
      </>
    );
  }
  if (!providers.data || (target.mode === 'edit' && !group.data)) {
    return (
      <DialogContent>
        <LoadingState label="Loading group" />
      </DialogContent>
    );
  }
  return (
    <GroupForm group={target.mode === 'edit' ? group.data : undefined} providers={providers.data} onDone={onClose} />
  );
}

/** The dialog holding the group form; full screen on a phone. */
export function GroupFormDialog({ target, onClose }: { target: GroupDialogTarget | null; onClose: () => void }) {
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
      maxWidth="sm"
      fullScreen={fullScreen}
    >
      <DialogTitle id={titleId}>{shown?.mode === 'edit' ? `Edit group “${shown.name}”` : 'New group'}</DialogTitle>
      {shown && <GroupFormLoader key={shown.mode === 'edit' ? shown.id : 'new'} target={shown} onClose={onClose} />}
    </Dialog>
  );
}
