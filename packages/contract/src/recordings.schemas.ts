import { z } from 'zod/mini';
import { DateTimeSchema } from './common/fields';
import { IdSchema } from './common/ids';

/**
 * Session replay (DESIGN §1.10, decision 0048): a logged-in member who is not an admin is recorded
 * with rrweb, inputs and personal or brand text masked in the browser. The browser sends the events
 * in chunks, each a gzip of a JSON array of events, base64 in a JSON body.
 */

const KB = 1024;
/** The largest chunk, compressed. A full page snapshot of a masked page is a few tens of KB. */
export const RECORDING_CHUNK_MAX_BYTES = 256 * KB;
/** The largest chunk once decompressed: a small body may not expand into a large one. */
export const RECORDING_CHUNK_MAX_EXPANDED_BYTES = 8 * 1024 * KB;
/** Base64 of the largest chunk. */
const CHUNK_MAX_BASE64 = Math.ceil(RECORDING_CHUNK_MAX_BYTES / 3) * 4;
/** The most chunks one recording takes (at one per ~10 s, over 27 hours). */
export const RECORDING_MAX_CHUNKS = 10_000;

const epochMs = z.number().check(z.int(), z.positive(), z.describe('Milliseconds since 1970 (an rrweb timestamp)'));
const pixels = z._default(z.number().check(z.int(), z.nonnegative(), z.maximum(100_000)), 0);

/** POST /api/recordings: the browser starting to record a page visit. */
export const StartRecordingSchema = z.object({
  viewport_width: pixels,
  viewport_height: pixels,
});
/** Whether to record; when not, `recording_id` is null and `reason` says why. */
export const RecordingStartSchema = z.object({
  enabled: z.boolean(),
  recording_id: z.nullable(IdSchema),
  /** SESSION_RECORDING_DAYS: how long a recording is kept; 0 when recording is off. */
  retention_days: z.number().check(z.int(), z.nonnegative()),
  reason: z.nullable(z.enum(['off', 'admin', 'unsupported'])),
});

/** GET /api/recordings/settings: what /my-account tells the member. */
export const RecordingSettingsSchema = z.object({
  /** False for admins and when recording is turned off. */
  recorded: z.boolean(),
  /** SESSION_RECORDING_DAYS; 0 when recording is off. */
  retention_days: z.number().check(z.int(), z.nonnegative()),
});

/** POST /api/recordings/{id}/chunks. */
export const RecordingChunkSchema = z.object({
  /** From 0, one more per chunk; sending a number again (a retry) stores nothing new. */
  seq: z.number().check(z.int(), z.nonnegative(), z.maximum(RECORDING_MAX_CHUNKS - 1)),
  first_event_at: epochMs,
  last_event_at: epochMs,
  /** Base64 of the gzip of a JSON array of rrweb events. */
  data: z
    .string()
    .check(
      z.minLength(1),
      z.maxLength(CHUNK_MAX_BASE64, `must be at most ${RECORDING_CHUNK_MAX_BYTES / KB} KB compressed`),
      z.regex(/^[A-Za-z0-9+/]*={0,2}$/, 'must be base64'),
    ),
});
export const RecordingChunkStoredSchema = z.object({
  recording_id: IdSchema,
  seq: z.number(),
  /** False when this sequence number was stored before (a retry). */
  stored: z.boolean(),
});

const day = z.iso.date().check(z.describe('A day, YYYY-MM-DD (UTC)'));
/** GET /api/admin/recordings. */
export const AdminRecordingsQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.positive(), z.maximum(100_000)), 1),
  page_size: z._default(z.coerce.number().check(z.int(), z.positive(), z.maximum(100)), 25),
  /** Part of the member's username or name. */
  member: z.optional(z.string().check(z.maxLength(100))),
  /** Started on or after this day. */
  from: z.optional(day),
  /** Started on or before this day. */
  to: z.optional(day),
});
export const AdminRecordingSchema = z.object({
  id: IdSchema,
  user_id: IdSchema,
  username: z.string(),
  member_name: z.string(),
  started_at: DateTimeSchema,
  last_chunk_at: DateTimeSchema,
  duration_ms: z.number(),
  chunk_count: z.number(),
  bytes: z.number(),
  user_agent: z.string(),
  viewport_width: z.number(),
  viewport_height: z.number(),
});
export const AdminRecordingsPageSchema = z.object({
  count: z.number().check(z.int(), z.nonnegative()),
  dataset: z.array(AdminRecordingSchema),
});

export type StartRecording = z.input<typeof StartRecordingSchema>;
export type RecordingSettings = z.output<typeof RecordingSettingsSchema>;
export type RecordingStart = z.output<typeof RecordingStartSchema>;
export type RecordingChunk = z.output<typeof RecordingChunkSchema>;
export type AdminRecordingsQuery = z.input<typeof AdminRecordingsQuerySchema>;
export type AdminRecording = z.output<typeof AdminRecordingSchema>;
export type AdminRecordingsPage = z.output<typeof AdminRecordingsPageSchema>;
