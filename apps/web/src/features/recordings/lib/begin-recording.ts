/**
 * Asks the server whether to record this visit and, when it answers with a recording, loads and
 * starts the recorder. A chunk of its own, fetched when the page is idle (session-recording.ts).
 */
import { recordingRoutes } from '@stockroom/contract';
import { callRoute } from '../../../lib/api-client';
import { getStoredLogin } from '../../../lib/auth-tokens';
import { canCompress } from './chunk-encoding';

/** Answers a stop, or nothing when the visit is not recorded (an admin, recording off, an old browser). */
export async function beginRecording(username: string, signal: AbortSignal): Promise<(() => void) | undefined> {
  if (!canCompress()) return undefined;
  const answer = await callRoute(
    recordingRoutes.start,
    { body: { viewport_width: window.innerWidth, viewport_height: window.innerHeight } },
    { signal, onExpiredLogin: 'throw' },
  );
  if (!answer.enabled || !answer.recording_id || signal.aborted) return undefined;
  const { startRecorder } = await import('./recorder');
  if (signal.aborted || getStoredLogin()?.username !== username) return undefined;
  return startRecorder({ recordingId: answer.recording_id, username });
}
