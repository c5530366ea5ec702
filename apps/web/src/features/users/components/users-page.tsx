import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Button, Chip, Stack, Typography } from '@mui/material';
import { MEMBERSHIP, type User } from '@stockroom/contract';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useConfirm } from '../../../components/admin/confirm';
import { DataTable, useTableUrlState } from '../../../components/admin/data-table';
import { PageTitle } from '../../../components/page-title';
import { useCurrentUser } from '../../../lib/current-user';
import { showSnackbar } from '../../../lib/snackbar-bus';
import { useDeleteUserMutation } from '../api/delete-user';
import { useUsersList } from '../api/list-users';
import { displayName, isWaiting, useMembershipActions } from './membership';
import { useUserColumns } from './user-columns';
import { type UserDialogTarget, UserFormDialog } from './user-form-dialog';

/** Spec §5: at most 100 users a page. */
const PAGE_SIZES = [10, 25, 50, 100] as const;
const SEARCH_MAX = 200;

/** Members waiting for approval come first on each page, so they are found at a glance. */
const waitingFirst = (users: readonly User[] | undefined) =>
  users && [...users.filter(isWaiting), ...users.filter((user) => !isWaiting(user))];

/** /admin/users: every user, paged and searchable; create, edit, approve, deny and delete. */
export function UsersPage() {
  const table = useTableUrlState({ defaultPageSize: 25, pageSizeOptions: PAGE_SIZES });
  const [params, setParams] = useSearchParams();
  // The filter lives in the address like the table's page and search, so it survives a reload.
  const waitingOnly = params.get('status') === 'waiting';
  const toggleWaiting = () =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (waitingOnly) next.delete('status');
      else next.set('status', 'waiting');
      next.delete('page');
      return next;
    });
  const users = useUsersList({
    page: table.page,
    page_size: table.pageSize,
    search: table.search.trim().slice(0, SEARCH_MAX),
    ...(waitingOnly && { membership_status: MEMBERSHIP['waiting-for-approval'] }),
  });
  const [target, setTarget] = useState<UserDialogTarget | null>(null);
  const { approve, deny, busyId } = useMembershipActions();
  const remove = useDeleteUserMutation();
  const confirm = useConfirm();
  const { user: me } = useCurrentUser();

  const askDelete = useCallback(
    async (user: User) => {
      const yes = await confirm({
        title: 'Delete user?',
        message: `${displayName(user)} will be deleted and signed out. Their username becomes free again.`,
        confirmLabel: 'Delete',
        destructive: true,
      });
      if (yes) remove.mutate(user.id, { onSuccess: () => showSnackbar(`${displayName(user)} deleted`) });
    },
    [confirm, remove.mutate],
  );
  const onEdit = useCallback((user: User) => setTarget({ mode: 'edit', user }), []);
  const onDeny = useCallback((user: User) => void deny(user), [deny]);

  const columns = useUserColumns({
    onEdit,
    onDelete: askDelete,
    onApprove: approve,
    onDeny,
    busyId: busyId ?? (remove.isPending ? remove.variables : undefined),
    currentUsername: me?.username,
  });
  const rows = useMemo(() => waitingFirst(users.data?.dataset), [users.data]);
  const waitingCount = rows?.filter(isWaiting).length ?? 0;

  return (
    <>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap', gap: 1 }}
      >
        <PageTitle>Users</PageTitle>
        <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setTarget({ mode: 'create' })}>
          New user
        </Button>
      </Stack>
      <DataTable
        state={table}
        label="Users"
        searchLabel="Search users"
        columns={columns}
        rows={rows}
        rowCount={users.data?.count}
        loading={users.isFetching}
        error={users.error}
        onRetry={() => void users.refetch()}
        emptyTitle="No users yet"
        noMatchesTitle={(search) => `No users match “${search}”`}
        toolbar={
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Chip
              label="Waiting for approval"
              clickable
              onClick={toggleWaiting}
              color={waitingOnly ? 'primary' : 'default'}
              variant={waitingOnly ? 'filled' : 'outlined'}
              aria-pressed={waitingOnly}
            />
            <Typography role="status" variant="body2" color="text.secondary">
              {!waitingOnly && waitingCount > 0 && `${waitingCount} waiting for approval, listed first on this page`}
            </Typography>
          </Stack>
        }
      />
      <UserFormDialog target={target} onClose={() => setTarget(null)} />
    </>
  );
}
