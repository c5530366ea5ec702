import type { AdminRecording } from '@stockroom/contract';
import type { RecordingListRow } from './recordings.queries';

export const toAdminRecording = ({
  recording: r,
  username,
  first_name,
  last_name,
}: RecordingListRow): AdminRecording => ({
  id: r.id,
  user_id: r.user_id,
  username,
  member_name: `${first_name} ${last_name}`.trim(),
  started_at: r.started_at.toISOString(),
  last_chunk_at: r.last_chunk_at.toISOString(),
  duration_ms: r.duration_ms,
  chunk_count: r.chunk_count,
  bytes: r.bytes,
  user_agent: r.user_agent,
  viewport_width: r.viewport_width,
  viewport_height: r.viewport_height,
});
