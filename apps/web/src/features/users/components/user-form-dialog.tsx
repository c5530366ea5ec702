import type { User } from '@stockroom/contract';
import { DialogLoadState, FormDialog } from '../../../components/admin/form-dialog';
import { useGroupOptions } from '../api/group-options';
import { displayName } from './membership';
import { UserForm } from './user-form';

/** What the dialog is open for: a new user, or one user to edit. */
export type UserDialogTarget = { mode: 'create' } | { mode: 'edit'; user: User };

/** Reads the groups to choose from, then shows the form. */
function UserFormLoader({ target, onClose }: { target: UserDialogTarget; onClose: () => void }) {
  const groups = useGroupOptions();
  if (groups.isError || !groups.data) {
    return (
      <DialogLoadState
        error={groups.error}
        onRetry={() => void groups.refetch()}
        onClose={onClose}
        loadingLabel="Loading groups"
      />
    );
  }
  return <UserForm user={target.mode === 'edit' ? target.user : undefined} groups={groups.data} onDone={onClose} />;
}

/** The dialog holding the user form. */
export function UserFormDialog({ target, onClose }: { target: UserDialogTarget | null; onClose: () => void }) {
  return (
    <FormDialog
      target={target}
      onClose={onClose}
      maxWidth="md"
      title={(shown) => (shown?.mode === 'edit' ? `Edit ${displayName(shown.user)}` : 'New user')}
    >
      {(shown) => (
        <UserFormLoader key={shown.mode === 'edit' ? shown.user.id : 'new'} target={shown} onClose={onClose} />
      )}
    </FormDialog>
  );
}
