import { type Db, mailOutbox, queryRows } from '@stockroom/db';
import { count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';

export type OutboxRow = typeof mailOutbox.$inferSelect;

export async function insertMessage(
  db: Db,
  message: { to: string; subject: string; text: string; status: 'captured' | 'pending' },
) {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      to_address: message.to,
      subject: message.subject,
      text_body: message.text,
      status: message.status,
      next_attempt_at: new Date(),
    })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

export async function messageRow(db: Db, id: string) {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row ?? null;
}

/**
 * Pending messages no job is waiting to send: written before the queue started, or by a version
 * that sent mail on a timer. Read under a lock so that two processes starting together write one
 * job each, not two.
 */
export async function pendingWithoutJob(db: Db, job: string) {
  await db.execute(sql`select pg_advisory_xact_lock(72023002)`);
  return queryRows<{ id: string; next_attempt_at: Date | string | null }>(
    db,
    sql`select m.id, m.next_attempt_at from ${mailOutbox} m
        where m.status = 'pending' and not exists (
          select 1 from pgboss.job j
          where j.name = ${job} and j.data->>'messageId' = m.id::text and j.state in ('created', 'retry', 'active'))`,
  );
}

export const markSent = (db: Db, id: string, attempts: number) =>
  db
    .update(mailOutbox)
    .set({ status: 'sent', sent_at: new Date(), attempts, last_error: null })
    .where(eq(mailOutbox.id, id));

export const markFailedAttempt = (db: Db, id: string, attempts: number, error: string, next: Date | null) =>
  db
    .update(mailOutbox)
    .set({ status: next ? 'pending' : 'failed', attempts, last_error: error.slice(0, 1000), next_attempt_at: next })
    .where(eq(mailOutbox.id, id));

export async function listOutbox(db: Db, options: { limit: number; to: string }) {
  const where = options.to ? ilike(mailOutbox.to_address, `%${options.to.replace(/[%_\\]/g, '\\$&')}%`) : undefined;
  const [total] = await db.select({ n: count() }).from(mailOutbox).where(where);
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(where)
    .orderBy(desc(mailOutbox.created_at))
    .limit(options.limit);
  return { count: total?.n ?? 0, rows };
}

export const statusesOf = (db: Db, ids: string[]) =>
  db.select({ id: mailOutbox.id, status: mailOutbox.status }).from(mailOutbox).where(inArray(mailOutbox.id, ids));
