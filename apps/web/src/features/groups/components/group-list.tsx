import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import {
  Box,
  Button,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import type { Group } from '@stockroom/contract';

interface GroupListProps {
  groups: readonly Group[];
  onEdit: (group: Group) => void;
  onDelete: (group: Group) => void;
  /** The group being deleted, whose buttons wait. */
  deletingId?: string;
}

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** Groups with their member counts; each row's buttons are described by the group's name. */
export function GroupList({ groups, onEdit, onDelete, deletingId }: GroupListProps) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Groups">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell align="right">Members</TableCell>
            <TableCell align="right">
              <Box component="span" sx={visuallyHidden}>
                Actions
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {groups.map((group) => {
            const nameId = `group-name-${group.id}`;
            return (
              <TableRow key={group.id} hover>
                <TableCell component="th" scope="row" id={nameId} sx={{ overflowWrap: 'break-word', minWidth: 96 }}>
                  {group.name}
                </TableCell>
                <TableCell align="right">{group.users_count ?? 0}</TableCell>
                <TableCell align="right" sx={{ py: 0.5, whiteSpace: 'nowrap' }}>
                  <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                    <Button
                      size="small"
                      startIcon={<EditIcon />}
                      aria-describedby={nameId}
                      onClick={() => onEdit(group)}
                    >
                      Edit
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      startIcon={<DeleteIcon />}
                      aria-describedby={nameId}
                      disabled={deletingId === group.id}
                      onClick={() => onDelete(group)}
                    >
                      Delete
                    </Button>
                  </Stack>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
