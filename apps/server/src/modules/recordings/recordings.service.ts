/**
 * Session replay (DESIGN §1.10, spec §4, decision 0048). Only a logged-in member who is not an admin
 * is recorded, and only into their own recordings: another member's recording is 404, an admin's
 * upload 403. A chunk's bytes go to the storage adapter under the recording's folder; its index row
 * and the recording's totals are written in one transaction, after the file, so a row never names a
 * file that is not there. A retried sequence number stores nothing new.
 */
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type {
  AdminRecordingsQuerySchema,
  RecordingChunk,
  RecordingSettings,
  RecordingStart,
  StartRecording,
} from '@stockroom/contract';
import type { z } from 'zod/mini';
import type { AppDeps } from '../../deps';
import { forbidden, notFound } from '../../errors';
import { enforceRateLimits } from '../../lib/rate-limit';
import type { Viewer } from '../access/access.service';
import { readStored } from '../storage/storage.service';
import { checkedChunk, expandChunk } from './recording-chunk';
import { toAdminRecording } from './recordings.mapper';
import {
  chunkExists,
  chunkKeysOf,
  deleteRecordingRows,
  insertChunk,
  insertRecording,
  recordingPage,
  recordingRow,
  recordingWithMember,
} from './recordings.queries';

export type RecordingDeps = Pick<AppDeps, 'database' | 'storage' | 'config' | 'limiter'>;

const recordingNotFound = () => notFound('Recording not found');
/** Every file of a recording sits under this folder, so a delete can remove files no row names. */
export const recordingFolder = (id: string) => `recordings/${id}/`;

/** POST /api/recordings. */
export async function startRecording(
  deps: RecordingDeps,
  viewer: Viewer,
  body: StartRecording,
  userAgent: string,
): Promise<RecordingStart> {
  const days = deps.config.sessionRecordingDays;
  if (days === 0) return { enabled: false, recording_id: null, retention_days: 0, reason: 'off' };
  if (viewer.isAdmin) return { enabled: false, recording_id: null, retention_days: days, reason: 'admin' };
  await enforceRateLimits(deps.limiter, [
    { key: `recordings:user:${viewer.userId}`, rule: deps.config.rateLimits.recordingsPerUser },
  ]);
  const id = await deps.database.db.transaction((tx) =>
    insertRecording(tx, {
      user_id: viewer.userId,
      user_agent: userAgent.slice(0, 300),
      viewport_width: body.viewport_width ?? 0,
      viewport_height: body.viewport_height ?? 0,
    }),
  );
  return { enabled: true, recording_id: id, retention_days: days, reason: null };
}

/** GET /api/recordings/settings. */
export function recordingSettings(deps: RecordingDeps, viewer: Viewer): RecordingSettings {
  const days = deps.config.sessionRecordingDays;
  return { recorded: days > 0 && !viewer.isAdmin, retention_days: days };
}

/** POST /api/recordings/{id}/chunks. */
export async function uploadChunk(deps: RecordingDeps, viewer: Viewer, id: string, chunk: RecordingChunk) {
  if (viewer.isAdmin) throw forbidden('Administrators are not recorded');
  if (deps.config.sessionRecordingDays === 0) throw forbidden('Session recording is turned off');
  const recording = await recordingRow(deps.database.db, id);
  if (!recording || recording.user_id !== viewer.userId) throw recordingNotFound();
  await enforceRateLimits(deps.limiter, [
    { key: `recording-chunks:user:${viewer.userId}`, rule: deps.config.rateLimits.recordingChunksPerUser },
  ]);
  const gz = await checkedChunk(chunk);
  if (await chunkExists(deps.database.db, id, chunk.seq)) return { recording_id: id, seq: chunk.seq, stored: false };
  const key = `${recordingFolder(id)}${String(chunk.seq).padStart(5, '0')}-${randomUUID()}.json.gz`;
  await deps.storage.put(key, gz);
  const stored = await deps.database.db.transaction((tx) =>
    insertChunk(tx, {
      recording_id: id,
      seq: chunk.seq,
      storage_key: key,
      bytes: gz.length,
      first_event_at: new Date(chunk.first_event_at),
      last_event_at: new Date(chunk.last_event_at),
    }),
  );
  if (!stored) await deps.storage.remove(key);
  return { recording_id: id, seq: chunk.seq, stored };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** GET /api/admin/recordings. */
export async function listRecordings(deps: RecordingDeps, query: z.output<typeof AdminRecordingsQuerySchema>) {
  const { rows, count } = await recordingPage(
    deps.database.db,
    {
      member: query.member?.trim() || undefined,
      from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
      before: query.to ? new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY_MS) : undefined,
    },
    query.page,
    query.page_size,
  );
  return { count, dataset: rows.map(toAdminRecording) };
}

/** GET /api/admin/recordings/{id}. */
export async function readRecording(deps: RecordingDeps, id: string) {
  const row = await recordingWithMember(deps.database.db, id);
  if (!row) throw recordingNotFound();
  return toAdminRecording(row);
}

/** The chunks' event arrays joined into one array, a chunk at a time, so memory holds one chunk. */
async function* eventsText(deps: RecordingDeps, keys: { storage_key: string }[]) {
  yield '[';
  let first = true;
  for (const { storage_key } of keys) {
    const gz = await readStored(deps.storage, storage_key);
    // A file removed by a delete running meanwhile: the rest still replays.
    if (!gz) continue;
    const inner = (await expandChunk(gz)).toString('utf8').trim().slice(1, -1).trim();
    if (!inner) continue;
    yield first ? inner : `,${inner}`;
    first = false;
  }
  yield ']';
}

/** GET /api/admin/recordings/{id}/events. */
export async function recordingEvents(deps: RecordingDeps, id: string) {
  if (!(await recordingRow(deps.database.db, id))) throw recordingNotFound();
  const keys = await chunkKeysOf(deps.database.db, id);
  return Readable.from(eventsText(deps, keys));
}

/** Removes recordings: their files first, then their rows, so a stop half way leaves rows a rerun finds. */
export async function removeRecordings(deps: Pick<AppDeps, 'database' | 'storage'>, ids: string[]) {
  for (const id of ids) {
    for await (const entry of deps.storage.list(recordingFolder(id))) await deps.storage.remove(entry.key);
  }
  return deps.database.db.transaction((tx) => deleteRecordingRows(tx, ids));
}

/** DELETE /api/admin/recordings/{id}. */
export async function deleteRecording(deps: RecordingDeps, id: string) {
  if (!(await recordingRow(deps.database.db, id))) throw recordingNotFound();
  await removeRecordings(deps, [id]);
  return { id };
}
