import { type Db, recordingChunks, recordings, users } from '@stockroom/db';
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';

export type RecordingRow = typeof recordings.$inferSelect;
export type NewRecording = typeof recordings.$inferInsert;
export type NewChunk = typeof recordingChunks.$inferInsert;
/** The transaction handle drizzle gives `transaction`'s callback. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export async function insertRecording(tx: Tx, values: NewRecording) {
  const [row] = await tx.insert(recordings).values(values).returning({ id: recordings.id });
  if (!row) throw new Error('the recording was not stored');
  return row.id;
}

export async function recordingRow(db: Db, id: string): Promise<RecordingRow | undefined> {
  const [row] = await db.select().from(recordings).where(eq(recordings.id, id));
  return row;
}

export async function chunkExists(db: Db, recordingId: string, seq: number) {
  const [row] = await db
    .select({ seq: recordingChunks.seq })
    .from(recordingChunks)
    .where(and(eq(recordingChunks.recording_id, recordingId), eq(recordingChunks.seq, seq)));
  return Boolean(row);
}

/**
 * Adds the chunk's index row and the recording's totals with it. False when a chunk of that number
 * was stored meanwhile (two retries racing): nothing is changed then.
 */
export async function insertChunk(tx: Tx, chunk: NewChunk) {
  const inserted = await tx
    .insert(recordingChunks)
    .values(chunk)
    .onConflictDoNothing()
    .returning({ seq: recordingChunks.seq });
  if (inserted.length === 0) return false;
  const span = tx
    .select({
      ms: sql`coalesce(extract(epoch from max(${recordingChunks.last_event_at}) - min(${recordingChunks.first_event_at})) * 1000, 0)::integer`,
    })
    .from(recordingChunks)
    .where(eq(recordingChunks.recording_id, chunk.recording_id));
  await tx
    .update(recordings)
    .set({
      chunk_count: sql`${recordings.chunk_count} + 1`,
      bytes: sql`${recordings.bytes} + ${chunk.bytes}`,
      last_chunk_at: sql`now()`,
      duration_ms: sql`greatest(0, (${span}))`,
    })
    .where(eq(recordings.id, chunk.recording_id));
  return true;
}

/** The stored chunks' keys, in the order they were recorded. */
export function chunkKeysOf(db: Db, recordingId: string) {
  return db
    .select({ seq: recordingChunks.seq, storage_key: recordingChunks.storage_key })
    .from(recordingChunks)
    .where(eq(recordingChunks.recording_id, recordingId))
    .orderBy(asc(recordingChunks.seq));
}

export interface RecordingFilter {
  member?: string;
  /** Inclusive. */
  from?: Date;
  /** Exclusive. */
  before?: Date;
}

function filterWhere(filter: RecordingFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filter.member) {
    const like = `%${filter.member.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(
      or(ilike(users.username, like), ilike(sql`${users.first_name} || ' ' || coalesce(${users.last_name}, '')`, like)),
    );
  }
  if (filter.from) parts.push(gte(recordings.started_at, filter.from));
  if (filter.before) parts.push(lt(recordings.started_at, filter.before));
  return and(...parts);
}

const listColumns = {
  recording: recordings,
  username: users.username,
  first_name: users.first_name,
  last_name: users.last_name,
};

/** Recordings with chunks, newest first, with their members. */
export async function recordingPage(db: Db, filter: RecordingFilter, page: number, pageSize: number) {
  const where = and(filterWhere(filter), sql`${recordings.chunk_count} > 0`);
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(recordings)
      .innerJoin(users, eq(users.id, recordings.user_id))
      .where(where)
      .orderBy(desc(recordings.started_at), desc(recordings.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(recordings).innerJoin(users, eq(users.id, recordings.user_id)).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

export async function recordingWithMember(db: Db, id: string) {
  const [row] = await db
    .select(listColumns)
    .from(recordings)
    .innerJoin(users, eq(users.id, recordings.user_id))
    .where(eq(recordings.id, id));
  return row;
}
export type RecordingListRow = NonNullable<Awaited<ReturnType<typeof recordingWithMember>>>;

/** Deletes the recordings' rows; their chunk rows go with them (cascade). */
export async function deleteRecordingRows(tx: Tx, ids: string[]) {
  if (ids.length === 0) return 0;
  const gone = await tx.delete(recordings).where(inArray(recordings.id, ids)).returning({ id: recordings.id });
  return gone.length;
}

/** Recordings whose last chunk came before `before` (or, with none, which started before it). */
export async function expiredRecordingIds(db: Db, before: Date, limit: number) {
  const rows = await db
    .select({ id: recordings.id })
    .from(recordings)
    .where(lt(recordings.last_chunk_at, before))
    .orderBy(asc(recordings.last_chunk_at))
    .limit(limit);
  return rows.map((r) => r.id);
}
