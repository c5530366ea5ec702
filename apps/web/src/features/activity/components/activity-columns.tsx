import { Chip, Link, Stack, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import type { ActivityEntry } from '@stockroom/contract';
import { Link as RouterLink } from 'react-router';
import { ACTION_COLORS, ACTION_LABELS, changesSummary, formatWhen, recordLabel } from './activity-labels';

/** The address of one filter added to the current ones, for the links that narrow the log. */
type Narrow = (changes: Record<string, string>) => string;

const stopRowClick = (event: { stopPropagation(): void }) => event.stopPropagation();

/** The log's columns: a person or a record links to the log narrowed to them. */
export const activityColumns = (narrow: Narrow): GridColDef<ActivityEntry>[] => [
  {
    field: 'at',
    headerName: 'When',
    width: 200,
    sortable: false,
    renderCell: ({ row }) => (
      <Typography variant="body2" sx={{ lineHeight: '72px' }} noWrap>
        {formatWhen(row.at)}
      </Typography>
    ),
  },
  {
    field: 'actor_username',
    headerName: 'Who',
    width: 140,
    sortable: false,
    renderCell: ({ row }) =>
      row.actor_id ? (
        <Link
          component={RouterLink}
          to={narrow({ actor_id: row.actor_id })}
          onClick={stopRowClick}
          aria-label={`Everything ${row.actor_username || 'this person'} did`}
          sx={{ lineHeight: '72px' }}
        >
          {row.actor_username || 'Deleted user'}
        </Link>
      ) : (
        '—'
      ),
  },
  {
    field: 'action',
    headerName: 'Action',
    width: 130,
    sortable: false,
    renderCell: ({ row }) => (
      <Chip size="small" variant="outlined" color={ACTION_COLORS[row.action]} label={ACTION_LABELS[row.action]} />
    ),
  },
  {
    field: 'record_label',
    headerName: 'Record',
    width: 220,
    sortable: false,
    renderCell: ({ row }) => (
      <Stack sx={{ justifyContent: 'center', height: '100%', minWidth: 0, lineHeight: 1.3 }}>
        <Typography variant="caption" color="text.secondary" noWrap>
          {recordLabel(row.record_type)}
        </Typography>
        <Link
          component={RouterLink}
          to={narrow({ record_type: row.record_type, record_id: row.record_id })}
          onClick={stopRowClick}
          variant="body2"
          noWrap
          aria-label={`History of ${recordLabel(row.record_type).toLowerCase()} ${row.record_label || row.record_id}`}
        >
          {row.record_label || row.record_id}
        </Link>
      </Stack>
    ),
  },
  {
    field: 'changes',
    headerName: 'Changes',
    flex: 1,
    minWidth: 260,
    sortable: false,
    renderCell: ({ row }) => (
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
          whiteSpace: 'normal',
          lineHeight: 1.4,
          py: 1,
        }}
      >
        {changesSummary(row)}
      </Typography>
    ),
  },
];
