import { Button, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, useTheme } from '@mui/material';
import type { User } from '@stockroom/contract';
import { useId, useRef } from 'react';
import { ErrorState, LoadingState } from '../../../components/feedback/page-states';
import { useGroupOptions } from '../api/group-options';
import { displayName } from './membership';
import { UserForm } from './user-form';

/** What the dialog is open for: a new user, or one user to edit. */
export type UserDialogTarget = { mode: 'create' } | { mode: 'edit'; user: User };

/** Reads the groups to choose from, then shows the form. */
function UserFormLoader({ target, onClose }: { target: UserDialogTarget; onClose: () => void }) {
  const groups = useGroupOptions();
  if (groups.isError) {
    return (
      <>
        <DialogContent>
          <ErrorState error={groups.error} onRetry={() => void groups.refetch()} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
        </DialogActions>
      </>
    );
  }
  if (!groups.data) {
    return (
      <DialogContent>
        <LoadingState label="Loading groups" />
      </DialogContent>
    );
  }
  return <UserForm user={target.mode === 'edit' ? target.user : undefined} groups={groups.data} onDone={onClose} />;
}

/** The dialog holding the user form; full screen on a phone. */
export function UserFormDialog({ target, onClose }: { target: UserDialogTarget | null; onClose: () => void }) {
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
      maxWidth="md"
      fullScreen={fullScreen}
    >
      <DialogTitle id={titleId}>{shown?.mode === 'edit' ? `Edit ${displayName(shown.user)}` : 'New user'}</DialogTitle>
      {shown && <UserFormLoader key={shown.mode === 'edit' ? shown.user.id : 'new'} target={shown} onClose={onClose} />}
    </Dialog>
  );
}
