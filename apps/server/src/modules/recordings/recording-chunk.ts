/**
 * Checks an uploaded chunk before it is stored: base64 of a gzip (decision 0048) that expands, within
 * a bound, to a JSON array of events. The stored bytes are the gzip as it came.
 */
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import {
  RECORDING_CHUNK_MAX_BYTES,
  RECORDING_CHUNK_MAX_EXPANDED_BYTES,
  type RecordingChunk,
} from '@stockroom/contract';
import { fieldError } from '../../errors';

const gunzipAsync = promisify(gunzip);

/** Expands a stored or uploaded chunk; a chunk that expands beyond the bound is refused part way. */
export const expandChunk = (gz: Buffer) =>
  gunzipAsync(gz, { maxOutputLength: RECORDING_CHUNK_MAX_EXPANDED_BYTES }) as Promise<Buffer>;

export async function checkedChunk(chunk: RecordingChunk): Promise<Buffer> {
  if (chunk.last_event_at < chunk.first_event_at) {
    throw fieldError('last_event_at', 'must not be before first_event_at');
  }
  const gz = Buffer.from(chunk.data, 'base64');
  if (gz.length > RECORDING_CHUNK_MAX_BYTES) {
    throw fieldError('data', `must be at most ${RECORDING_CHUNK_MAX_BYTES / 1024} KB compressed`);
  }
  let events: unknown;
  try {
    events = JSON.parse((await expandChunk(gz)).toString('utf8'));
  } catch {
    throw fieldError(
      'data',
      `must be the gzip of a JSON array of events, at most ${RECORDING_CHUNK_MAX_EXPANDED_BYTES / 1024 / 1024} MB expanded`,
    );
  }
  const isEvent = (e: unknown) =>
    typeof e === 'object' && e !== null && typeof (e as { timestamp?: unknown }).timestamp === 'number';
  if (!Array.isArray(events) || events.length === 0 || !events.every(isEvent)) {
    throw fieldError('data', 'must hold a non-empty JSON array of events, each with a timestamp');
  }
  return gz;
}
