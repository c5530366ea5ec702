import { type Db, sandboxCheckouts, sandboxEvents, sandboxSubscriptions } from '@stockroom/db';
import { and, asc, eq, gt, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';

export type SandboxCheckoutRow = typeof sandboxCheckouts.$inferSelect;
export type SandboxSubscriptionRow = typeof sandboxSubscriptions.$inferSelect;
export type SandboxEventRow = typeof sandboxEvents.$inferSelect;

export async function insertCheckout(db: Db, values: typeof sandboxCheckouts.$inferInsert) {
  await db.insert(sandboxCheckouts).values(values);
}

export async function findCheckout(db: Db, id: string) {
  const [row] = await db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.id, id));
  return row ?? null;
}

/** Statuses from which a checkout may still be paid. */
const PAYABLE = ['open', 'declined', 'requires_action'];

/**
 * Moves a payable checkout to its next status; null when it was not payable any more (paid by a
 * concurrent call, or opened before `openedAfter`: expired), so a checkout is charged once whoever calls.
 */
export async function updatePayableCheckout(
  db: Db,
  id: string,
  set: Partial<Pick<SandboxCheckoutRow, 'status' | 'message' | 'card_last4' | 'payment_id' | 'subscription_id'>>,
  fromStatuses: string[] = PAYABLE,
  openedAfter?: Date,
) {
  const [row] = await db
    .update(sandboxCheckouts)
    .set({ ...set, updated_at: new Date() })
    .where(
      and(
        eq(sandboxCheckouts.id, id),
        inArray(sandboxCheckouts.status, fromStatuses),
        openedAfter && gt(sandboxCheckouts.created_at, openedAfter),
      ),
    )
    .returning();
  return row ?? null;
}

export async function insertSubscription(db: Db, values: typeof sandboxSubscriptions.$inferInsert) {
  const [row] = await db.insert(sandboxSubscriptions).values(values).returning();
  return row!;
}

export async function findSubscription(db: Db, id: string) {
  const [row] = await db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, id));
  return row ?? null;
}

/** Sets whether a live subscription renews; null when it is unknown, has ended, or already was so. */
export async function updateCancelAtPeriodEnd(db: Db, id: string, cancel: boolean) {
  const [row] = await db
    .update(sandboxSubscriptions)
    .set({ cancel_at_period_end: cancel, updated_at: new Date() })
    .where(
      and(
        eq(sandboxSubscriptions.id, id),
        ne(sandboxSubscriptions.status, 'ended'),
        ne(sandboxSubscriptions.cancel_at_period_end, cancel),
      ),
    )
    .returning();
  return row ?? null;
}

const due = (now: Date, graceEndsBefore: Date) =>
  or(
    and(eq(sandboxSubscriptions.status, 'active'), lte(sandboxSubscriptions.current_period_end, now)),
    and(eq(sandboxSubscriptions.status, 'past_due'), lte(sandboxSubscriptions.current_period_end, graceEndsBefore)),
  );

/**
 * Subscriptions due at `now`, locked for this transaction: active ones past their period end, and
 * past-due ones whose grace has run out. Rows another process holds are skipped, so each renewal
 * happens once however many processes settle at once.
 */
export const lockDueSubscriptions = (db: Db, now: Date, graceEndsBefore: Date, limit: number) =>
  db
    .select()
    .from(sandboxSubscriptions)
    .where(due(now, graceEndsBefore))
    .orderBy(asc(sandboxSubscriptions.current_period_end))
    .limit(limit)
    .for('update', { skipLocked: true });

/**
 * One subscription if it is due at `now`, locked for this transaction. It waits for a lock another
 * transaction holds (a cancellation, or another process settling it) and then sees the row as that
 * one left it, so a renewal done meanwhile is not done again.
 */
export async function lockDueSubscription(db: Db, id: string, now: Date, graceEndsBefore: Date) {
  const [row] = await db
    .select()
    .from(sandboxSubscriptions)
    .where(and(eq(sandboxSubscriptions.id, id), due(now, graceEndsBefore)))
    .for('update');
  return row ?? null;
}

export async function updateSubscription(
  db: Db,
  id: string,
  set: Partial<Pick<SandboxSubscriptionRow, 'status' | 'current_period_end'>>,
) {
  const [row] = await db
    .update(sandboxSubscriptions)
    .set({ ...set, updated_at: new Date() })
    .where(eq(sandboxSubscriptions.id, id))
    .returning();
  return row!;
}

export async function insertEvent(db: Db, values: { id: string; type: string; payload: string }) {
  await db.insert(sandboxEvents).values(values);
}

/** Events not delivered yet, tried fewer than `attemptsBelow` times, oldest first. */
export const pendingEvents = (db: Db, attemptsBelow: number, limit: number) =>
  db
    .select()
    .from(sandboxEvents)
    .where(and(isNull(sandboxEvents.delivered_at), lt(sandboxEvents.attempts, attemptsBelow)))
    .orderBy(asc(sandboxEvents.created_at), asc(sandboxEvents.id))
    .limit(limit);

/**
 * Counts attempt `attemptsSeen + 1` of an undelivered event and answers its body; null when it was
 * delivered or this attempt was counted already (by another process, or an earlier run of its job).
 */
export async function claimAttempt(db: Db, id: string, attemptsSeen: number) {
  const [row] = await db
    .update(sandboxEvents)
    .set({ attempts: sql`${sandboxEvents.attempts} + 1` })
    .where(and(eq(sandboxEvents.id, id), eq(sandboxEvents.attempts, attemptsSeen), isNull(sandboxEvents.delivered_at)))
    .returning({ id: sandboxEvents.id, type: sandboxEvents.type, payload: sandboxEvents.payload });
  return row ?? null;
}

export async function markDelivered(db: Db, id: string) {
  await db.update(sandboxEvents).set({ delivered_at: new Date() }).where(eq(sandboxEvents.id, id));
}
