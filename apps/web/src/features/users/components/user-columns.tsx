import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import { Chip } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { membershipStatusName, type User } from '@stockroom/contract';
import { useMemo } from 'react';
import { actionsColumn, type RowAction } from '../../../components/admin/row-actions';
import { isWaiting, STATUS_COLORS, statusLabel } from './membership';

export interface UserRowActions {
  onEdit: (user: User) => void;
  onDelete: (user: User) => void;
  onApprove: (user: User) => void;
  onDeny: (user: User) => void;
  /** The user a change is on its way for; their buttons wait. */
  busyId?: string;
  /** The signed-in admin, who cannot delete themselves. */
  currentUsername?: string;
}

/**
 * The users table's columns; its last holds the row's actions, with Approve and Deny for a waiting
 * member. The widths add up to less than the admin page at 1280 px, so nothing scrolls sideways.
 */
export function useUserColumns(actions: UserRowActions): GridColDef<User>[] {
  const { onEdit, onDelete, onApprove, onDeny, busyId, currentUsername } = actions;
  return useMemo(
    () => [
      { field: 'username', headerName: 'Username', flex: 1, minWidth: 120 },
      {
        field: 'membership_status',
        headerName: 'Status',
        width: 160,
        valueFormatter: (value: number) => statusLabel(value),
        renderCell: ({ row }) => (
          <Chip
            size="small"
            variant="outlined"
            label={statusLabel(row.membership_status)}
            color={STATUS_COLORS[membershipStatusName(row.membership_status)]}
          />
        ),
      },
      {
        field: 'name',
        headerName: 'Name',
        flex: 1,
        minWidth: 120,
        valueGetter: (_value, row) => `${row.first_name} ${row.last_name}`.trim(),
      },
      { field: 'email_address', headerName: 'E-mail', flex: 1.4, minWidth: 170 },
      { field: 'company', headerName: 'Company', flex: 1, minWidth: 110 },
      { field: 'brand_name', headerName: 'Brand', flex: 1, minWidth: 110 },
      {
        field: 'is_admin',
        headerName: 'Admin',
        width: 72,
        valueFormatter: (value: boolean) => (value ? 'Yes' : 'No'),
      },
      {
        field: 'groups',
        headerName: 'Groups',
        type: 'number',
        width: 80,
        valueGetter: (_value, row) => row.groups.length,
      },
      actionsColumn<User>(4, (user) => {
        const busy = busyId === user.id;
        const waiting: RowAction[] = isWaiting(user)
          ? [
              {
                label: `Approve ${user.username}`,
                icon: <HowToRegIcon />,
                color: 'success',
                disabled: busy,
                onClick: () => onApprove(user),
              },
              {
                label: `Deny ${user.username}`,
                icon: <PersonOffIcon />,
                color: 'error',
                disabled: busy,
                onClick: () => onDeny(user),
              },
            ]
          : [];
        return [
          ...waiting,
          { label: `Edit user ${user.username}`, icon: <EditIcon />, onClick: () => onEdit(user) },
          {
            label: `Delete user ${user.username}`,
            icon: <DeleteIcon />,
            disabled: busy || user.username === currentUsername,
            onClick: () => onDelete(user),
          },
        ];
      }),
    ],
    [onEdit, onDelete, onApprove, onDeny, busyId, currentUsername],
  );
}
