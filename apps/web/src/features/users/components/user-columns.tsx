import CheckIcon from '@mui/icons-material/Check';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Button, Chip } from '@mui/material';
import { GridActionsCell, GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { membershipStatusName, type User } from '@stockroom/contract';
import { useMemo } from 'react';
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

/** The users table's columns; waiting members get Approve and Deny in their row. */
export function useUserColumns(actions: UserRowActions): GridColDef<User>[] {
  const { onEdit, onDelete, onApprove, onDeny, busyId, currentUsername } = actions;
  return useMemo(
    () => [
      { field: 'username', headerName: 'Username', flex: 1, minWidth: 120 },
      // Status and actions come early: the table scrolls sideways on narrow screens, and they matter most.
      {
        field: 'membership_status',
        headerName: 'Status',
        width: 180,
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
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 260,
        align: 'left',
        headerAlign: 'left',
        renderCell: (params) => {
          const user = params.row;
          const busy = busyId === user.id;
          return (
            <GridActionsCell {...params} suppressChildrenValidation>
              {isWaiting(user) && (
                <Button
                  size="small"
                  variant="contained"
                  startIcon={<CheckIcon />}
                  disabled={busy}
                  onClick={() => onApprove(user)}
                >
                  Approve
                </Button>
              )}
              {isWaiting(user) && (
                <Button size="small" color="error" disabled={busy} onClick={() => onDeny(user)}>
                  Deny
                </Button>
              )}
              <GridActionsCellItem icon={<EditIcon />} label="Edit" onClick={() => onEdit(user)} />
              <GridActionsCellItem
                icon={<DeleteIcon />}
                label="Delete"
                disabled={busy || user.username === currentUsername}
                onClick={() => onDelete(user)}
              />
            </GridActionsCell>
          );
        },
      },
      {
        field: 'name',
        headerName: 'Name',
        flex: 1,
        minWidth: 140,
        valueGetter: (_value, row) => `${row.first_name} ${row.last_name}`.trim(),
      },
      { field: 'email_address', headerName: 'E-mail', flex: 1.4, minWidth: 190 },
      { field: 'company', headerName: 'Company', flex: 1, minWidth: 120 },
      { field: 'brand_name', headerName: 'Brand', flex: 1, minWidth: 140 },
      {
        field: 'is_admin',
        headerName: 'Admin',
        width: 80,
        valueFormatter: (value: boolean) => (value ? 'Yes' : 'No'),
      },
      {
        field: 'groups',
        headerName: 'Groups',
        type: 'number',
        width: 80,
        valueGetter: (_value, row) => row.groups.length,
      },
    ],
    [onEdit, onDelete, onApprove, onDeny, busyId, currentUsername],
  );
}
