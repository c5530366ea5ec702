import { Chip, Stack } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { type AdminSubscriptionSchema, formatPrice } from '@stockroom/contract';
import type { z } from 'zod/mini';
import { TwoLineCell } from '../../../../components/admin/two-line-cell';
import { formatDay } from '../../../../lib/dates';
import { STATUS_LABELS } from '../subscription-labels';
import { PROVIDER_LABELS } from './labels';

export type AdminSubscription = z.infer<typeof AdminSubscriptionSchema>;

const periodEnd = (s: AdminSubscription) => {
  if (!s.current_period_end) return { first: 'No end', second: 'paid once' };
  const day = formatDay(s.current_period_end);
  if (s.status === 'ended') return { first: day, second: 'ended' };
  return { first: day, second: s.cancel_at_period_end || s.status === 'canceled' ? 'ends then' : 'renews then' };
};

/** The subscriptions table's columns: whose, what, at what price, where it stands. */
export const SUBSCRIPTION_COLUMNS: GridColDef<AdminSubscription>[] = [
  {
    field: 'member_name',
    headerName: 'Member',
    flex: 1,
    minWidth: 170,
    renderCell: ({ row }) => <TwoLineCell first={row.member_name || row.username} second={row.username} />,
  },
  {
    field: 'product_title',
    headerName: 'Product',
    flex: 1.3,
    minWidth: 180,
    renderCell: ({ row }) => <TwoLineCell first={row.product_title} second={PROVIDER_LABELS[row.provider]} />,
  },
  { field: 'price', headerName: 'Price', width: 150, valueFormatter: (_value, row) => formatPrice(row.price) },
  {
    field: 'status',
    headerName: 'Status',
    width: 130,
    renderCell: ({ row }) => (
      <Stack sx={{ justifyContent: 'center', height: '100%' }}>
        <Chip
          label={STATUS_LABELS[row.status].label}
          color={STATUS_LABELS[row.status].color}
          size="small"
          sx={{ alignSelf: 'flex-start' }}
        />
      </Stack>
    ),
  },
  {
    field: 'current_period_end',
    headerName: 'Period end',
    width: 140,
    renderCell: ({ row }) => <TwoLineCell {...periodEnd(row)} />,
  },
  { field: 'created_at', headerName: 'Created', width: 130, valueFormatter: (value: string) => formatDay(value) },
];
