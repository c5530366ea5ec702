import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Box, Button, Stack, Typography } from '@mui/material';
import { Link, useNavigate, useParams } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '../../../components/feedback/page-states';
import { PageTitle } from '../../../components/page-title';
import { useRecording, useRecordingEvents } from '../api/recordings';
import { formatDuration } from '../lib/durations';
import { canReplay, SessionPlayer } from './session-player';
import { useConfirmedDelete } from './use-delete-recording';

const startedAt = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** /admin/sessions/{id}: one member's recorded visit, replayed. */
export function SessionReplayPage() {
  const { id = '' } = useParams();
  const recording = useRecording(id);
  const events = useRecordingEvents(id);
  const navigate = useNavigate();
  const confirmDelete = useConfirmedDelete();
  const r = recording.data;
  const back = (
    <Button component={Link} to="/admin/sessions" startIcon={<ArrowBackIcon />} sx={{ alignSelf: 'flex-start' }}>
      All sessions
    </Button>
  );
  if (recording.isError || events.isError) {
    return (
      <Stack spacing={2}>
        {back}
        <ErrorState
          error={recording.error ?? events.error}
          onRetry={() => {
            void recording.refetch();
            void events.refetch();
          }}
        />
      </Stack>
    );
  }
  if (!r || !events.data) return <LoadingState label="Loading the session" />;
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      {back}
      <PageTitle>{`Session of ${r.member_name || r.username}`}</PageTitle>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography color="text.secondary">
          {r.username} · {startedAt.format(new Date(r.started_at))} · {formatDuration(r.duration_ms)} ·{' '}
          {r.viewport_width}×{r.viewport_height}
        </Typography>
        <Button
          color="error"
          variant="outlined"
          startIcon={<DeleteIcon />}
          onClick={async () => {
            if (await confirmDelete(r)) navigate('/admin/sessions');
          }}
        >
          Delete session
        </Button>
      </Stack>
      <Box sx={{ minWidth: 0 }}>
        {canReplay(events.data) ? (
          <SessionPlayer events={events.data} />
        ) : (
          <EmptyState title="Nothing to replay">This session ended before its first page was recorded.</EmptyState>
        )}
      </Box>
    </Stack>
  );
}
