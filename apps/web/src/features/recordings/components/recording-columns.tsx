import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import PlayIcon from '@mui/icons-material/PlayArrowOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import type { AdminRecording } from '@stockroom/contract';
import { actionsColumn } from '../../../components/admin/row-actions';
import { TwoLineCell } from '../../../components/admin/two-line-cell';
import { formatDuration } from '../lib/durations';

const startedAt = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const memberOf = (r: AdminRecording) => r.member_name || r.username;

export interface RecordingActions {
  replay: (recording: AdminRecording) => void;
  remove: (recording: AdminRecording) => void;
}

/** The sessions table: whose, when, how long; then replay and delete. */
export function recordingColumns(actions: RecordingActions): GridColDef<AdminRecording>[] {
  return [
    {
      field: 'member_name',
      headerName: 'Member',
      flex: 1,
      minWidth: 170,
      sortable: false,
      renderCell: ({ row }) => <TwoLineCell first={memberOf(row)} second={row.username} />,
    },
    {
      field: 'started_at',
      headerName: 'Started',
      width: 190,
      sortable: false,
      valueFormatter: (value: string) => startedAt.format(new Date(value)),
    },
    {
      field: 'duration_ms',
      headerName: 'Length',
      width: 100,
      sortable: false,
      valueFormatter: (value: number) => formatDuration(value),
    },
    actionsColumn<AdminRecording>(2, (row) => [
      { label: `Replay ${memberOf(row)}'s session`, icon: <PlayIcon />, onClick: () => actions.replay(row) },
      {
        label: `Delete ${memberOf(row)}'s session`,
        icon: <DeleteIcon />,
        color: 'error',
        onClick: () => actions.remove(row),
      },
    ]),
  ];
}
