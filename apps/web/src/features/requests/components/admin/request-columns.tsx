import { Link, Stack, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import type { RequestRecord } from '@stockroom/contract';
import { Link as RouterLink } from 'react-router';
import { TwoLineCell } from '../../../../components/admin/two-line-cell';
import { count, formatDate, formatDateTime, formatTime, TYPE_LABELS } from '../labels';
import { StatusChip } from '../status-chip';

/** The member's name as the request was sent, else as their account has it, else their username. */
export const senderName = (request: RequestRecord) =>
  `${request.first_name} ${request.last_name}`.trim() ||
  `${request.member.first_name} ${request.member.last_name}`.trim() ||
  request.member.username;

/** The queue's columns; the date links to the request, so a keyboard reaches it as a click does. */
export const REQUEST_COLUMNS: GridColDef<RequestRecord>[] = [
  {
    field: 'created_at',
    headerName: 'Date',
    width: 130,
    renderCell: ({ row }) => (
      <Stack sx={{ justifyContent: 'center', height: '100%', lineHeight: 1.3 }}>
        <Link
          component={RouterLink}
          to={`/admin/requests/${row.id}`}
          variant="body2"
          aria-label={`${formatDateTime(row.created_at)}, request from ${senderName(row)}`}
          // The row opens the request too; one move is enough.
          onClick={(event) => event.stopPropagation()}
        >
          {formatDate(row.created_at)}
        </Link>
        <Typography variant="caption" color="text.secondary">
          {formatTime(row.created_at)}
        </Typography>
      </Stack>
    ),
  },
  {
    field: 'member',
    headerName: 'Member',
    flex: 1,
    minWidth: 140,
    renderCell: ({ row }) => <TwoLineCell first={senderName(row)} second={row.member.username} />,
  },
  {
    field: 'company',
    headerName: 'Company',
    flex: 0.8,
    minWidth: 110,
    valueGetter: (_value, row) => row.member.company,
  },
  {
    field: 'type',
    headerName: 'Type',
    width: 105,
    valueFormatter: (value: RequestRecord['type']) => TYPE_LABELS[value],
  },
  {
    field: 'product_title',
    headerName: 'Product',
    flex: 1,
    minWidth: 130,
    valueFormatter: (value: string) => value || '—',
  },
  {
    field: 'status',
    headerName: 'Status',
    width: 115,
    renderCell: ({ row }) => <StatusChip status={row.status} />,
  },
  {
    field: 'mailing_list_count',
    headerName: 'Addresses',
    width: 120,
    renderCell: ({ row }) =>
      row.is_direct_mail ? (
        <TwoLineCell
          first={count(row.mailing_list_count, 'address', 'addresses')}
          second={
            row.missing_details.length > 0
              ? 'details to follow'
              : row.mailing_list_rejected > 0
                ? `${row.mailing_list_rejected.toLocaleString()} left out`
                : ''
          }
        />
      ) : (
        '—'
      ),
  },
];
