import { Chip } from '@mui/material';
import type { RequestStatus } from '@stockroom/contract';
import { STATUS_COLORS, STATUS_LABELS } from './labels';

/** A request's status as a small coloured label. */
export function StatusChip({ status }: { status: RequestStatus }) {
  return <Chip label={STATUS_LABELS[status]} color={STATUS_COLORS[status]} size="small" />;
}
