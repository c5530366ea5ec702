import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { Group } from '@stockroom/contract';
import { RowActions } from '../../../components/admin/row-actions';

interface GroupListProps {
  groups: readonly Group[];
  onEdit: (group: Group) => void;
  onDelete: (group: Group) => void;
  /** The group being deleted, whose buttons wait. */
  deletingId?: string;
}

/** Groups with their member counts; each row's buttons name the group they act on. */
export function GroupList({ groups, onEdit, onDelete, deletingId }: GroupListProps) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Groups">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell align="right">Members</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {groups.map((group) => {
            return (
              <TableRow key={group.id} hover>
                <TableCell component="th" scope="row" sx={{ overflowWrap: 'break-word', minWidth: 96 }}>
                  {group.name}
                </TableCell>
                <TableCell align="right">{group.users_count ?? 0}</TableCell>
                <TableCell align="right" sx={{ py: 0.5, whiteSpace: 'nowrap' }}>
                  <RowActions
                    actions={[
                      { label: `Edit group ${group.name}`, icon: <EditIcon />, onClick: () => onEdit(group) },
                      {
                        label: `Delete group ${group.name}`,
                        icon: <DeleteIcon />,
                        disabled: deletingId === group.id,
                        onClick: () => onDelete(group),
                      },
                    ]}
                  />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
