/**
 * The sandbox's rows that no job is waiting for: written before the queue started (the demo seeded
 * at start) or by the version that worked them on a timer. Read under a lock so that two processes
 * starting together write one job each, not two. Like the mail outbox, this reads pg-boss's table.
 */
import { type Db, queryRows, sandboxEvents, sandboxSubscriptions } from '@stockroom/db';
import { sql } from 'drizzle-orm';

const WAITING = sql`('created', 'retry', 'active')`;

/** Undelivered events with attempts left and no delivery job. */
export async function undeliveredWithoutJob(db: Db, job: string, attemptsBelow: number) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('stockroom.sandbox.delivery-jobs'))`);
  return queryRows<{ id: string; attempts: number }>(
    db,
    sql`select e.id, e.attempts from ${sandboxEvents} e
        where e.delivered_at is null and e.attempts < ${attemptsBelow} and not exists (
          select 1 from pgboss.job j
          where j.name = ${job} and j.data->>'eventId' = e.id and j.state in ${WAITING})`,
  );
}

/** Live subscriptions (active or past due) with no renewal job. */
export async function liveWithoutJob(db: Db, job: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('stockroom.sandbox.renewal-jobs'))`);
  return queryRows<{ id: string; status: string; current_period_end: Date | string }>(
    db,
    sql`select s.id, s.status, s.current_period_end from ${sandboxSubscriptions} s
        where s.status in ('active', 'past_due') and not exists (
          select 1 from pgboss.job j
          where j.name = ${job} and j.data->>'subscriptionId' = s.id and j.state in ${WAITING})`,
  );
}
