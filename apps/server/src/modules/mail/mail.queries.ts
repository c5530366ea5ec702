import { type Db, mailOutbox } from '@stockroom/db';
import { and, count, desc, eq, ilike, inArray, lte, or, sql } from 'drizzle-orm';

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

/** Pending messages due for a (re)try, oldest first. */
export const dueMessages = (db: Db, limit: number) =>
  db
    .select()
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, 'pending'),
        or(lte(mailOutbox.next_attempt_at, new Date()), sql`${mailOutbox.next_attempt_at} is null`),
      ),
    )
    .orderBy(mailOutbox.created_at)
    .limit(limit);

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
