import { DialogLoadState, FormDialog } from '../../../components/admin/form-dialog';
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

  if (failed || !providers.data || (target.mode === 'edit' && !group.data)) {
    return (
      <DialogLoadState
        error={failed}
        onRetry={() => {
          void providers.refetch();
          if (target.mode === 'edit') void group.refetch();
        }}
        onClose={onClose}
        loadingLabel="Loading group"
      />
    );
  }
  return (
    <GroupForm group={target.mode === 'edit' ? group.data : undefined} providers={providers.data} onDone={onClose} />
  );
}

/** The dialog holding the group form. */
export function GroupFormDialog({ target, onClose }: { target: GroupDialogTarget | null; onClose: () => void }) {
  return (
    <FormDialog
      target={target}
      onClose={onClose}
      maxWidth="sm"
      title={(shown) => (shown?.mode === 'edit' ? `Edit group “${shown.name}”` : 'New group')}
    >
      {(shown) => <GroupFormLoader key={shown.mode === 'edit' ? shown.id : 'new'} target={shown} onClose={onClose} />}
    </FormDialog>
  );
}
