import AddIcon from '@mui/icons-material/Add';
import { Button, Stack, Typography } from '@mui/material';
import type { Group } from '@stockroom/contract';
import { useState } from 'react';
import { useConfirm } from '../../../components/admin/confirm';
import { EmptyState, ErrorState, LoadingState } from '../../../components/feedback/page-states';
import { PageTitle } from '../../../components/page-title';
import { showSnackbar } from '../../../lib/snackbar-bus';
import { useDeleteGroupMutation } from '../api/delete-group';
import { useGroupsTable } from '../api/groups-table';
import { type GroupDialogTarget, GroupFormDialog } from './group-form-dialog';
import { GroupList } from './group-list';

const membersText = (count: number) => (count === 1 ? '1 member' : `${count} members`);

/** /admin/groups: groups with their member counts; create, edit and delete (DESIGN §1.3). */
export function GroupsPage() {
  const groups = useGroupsTable();
  const [target, setTarget] = useState<GroupDialogTarget | null>(null);
  const confirm = useConfirm();
  const remove = useDeleteGroupMutation();

  const askDelete = async (group: Group) => {
    const count = group.users_count ?? 0;
    const yes = await confirm({
      title: 'Delete group?',
      message:
        count > 0
          ? `“${group.name}” has ${membersText(count)}. They lose the access this group grants.`
          : `“${group.name}” will be deleted.`,
      confirmLabel: 'Delete',
      destructive: true,
    });
    if (!yes) return;
    remove.mutate(group.id, { onSuccess: () => showSnackbar(`Group “${group.name}” deleted`) });
  };

  return (
    <>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap', gap: 1 }}
      >
        <PageTitle>Groups</PageTitle>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setTarget({ mode: 'create' })}>
          New group
        </Button>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        A group gives its members no, gated or full access to each content provider.
      </Typography>
      {groups.isPending && <LoadingState label="Loading groups" />}
      {groups.isError && <ErrorState error={groups.error} onRetry={() => void groups.refetch()} />}
      {groups.data?.length === 0 && (
        <EmptyState title="No groups yet">Create a group to give members access to content providers.</EmptyState>
      )}
      {groups.data && groups.data.length > 0 && (
        <GroupList
          groups={groups.data}
          onEdit={(group) => setTarget({ mode: 'edit', id: group.id, name: group.name })}
          onDelete={(group) => void askDelete(group)}
          deletingId={remove.isPending ? remove.variables : undefined}
        />
      )}
      <GroupFormDialog target={target} onClose={() => setTarget(null)} />
    </>
  );
}
