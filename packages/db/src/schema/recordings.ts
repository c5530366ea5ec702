import { bigint, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A member's recorded browsing (DESIGN §1.10, decision 0048): one row per recording, one index row
 * per uploaded chunk. The chunks' bytes live in the storage adapter under `storage_key`, never here.
 * Accounts are deleted softly: a deleted member's recordings go when retention removes rows and files.
 */
export const recordings = pgTable(
  'recordings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    started_at: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the last chunk arrived; retention counts from here. */
    last_chunk_at: timestamp('last_chunk_at', { withTimezone: true }).notNull().defaultNow(),
    /** From the first chunk's first event to the last chunk's last event. */
    duration_ms: integer('duration_ms').notNull().default(0),
    chunk_count: integer('chunk_count').notNull().default(0),
    /** Compressed bytes stored, over all chunks. */
    bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
    user_agent: text('user_agent').notNull().default(''),
    viewport_width: integer('viewport_width').notNull().default(0),
    viewport_height: integer('viewport_height').notNull().default(0),
  },
  (t) => [
    index('recordings_started_idx').on(t.started_at),
    index('recordings_user_started_idx').on(t.user_id, t.started_at),
    index('recordings_last_chunk_idx').on(t.last_chunk_at),
  ],
);

export const recordingChunks = pgTable(
  'recording_chunks',
  {
    recording_id: uuid('recording_id')
      .notNull()
      .references(() => recordings.id, { onDelete: 'cascade' }),
    /** The browser's sequence number: a retried upload of the same number stores nothing new. */
    seq: integer('seq').notNull(),
    storage_key: text('storage_key').notNull(),
    bytes: integer('bytes').notNull(),
    first_event_at: timestamp('first_event_at', { withTimezone: true, precision: 3 }).notNull(),
    last_event_at: timestamp('last_event_at', { withTimezone: true, precision: 3 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.recording_id, t.seq] })],
);
