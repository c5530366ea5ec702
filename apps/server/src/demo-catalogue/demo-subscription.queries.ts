/**
 * The demo subscription's rows that no service writes: the sandbox provider's own books (a paid
 * checkout and its subscription, so that the sandbox renews it like any other), and the dates that
 * place it some days in the past.
 */
import {
  checkoutSessions,
  type Db,
  payments,
  sandboxCheckouts,
  sandboxSubscriptions,
  subscriptions,
} from '@stockroom/db';
import { eq } from 'drizzle-orm';

export async function insertSandboxBooks(
  db: Db,
  checkout: typeof sandboxCheckouts.$inferInsert,
  subscription: typeof sandboxSubscriptions.$inferInsert,
) {
  await db.insert(sandboxCheckouts).values(checkout);
  await db.insert(sandboxSubscriptions).values(subscription);
}

/** Dates the subscription, its payment and its checkout to when it was paid. */
export async function backdateSubscription(db: Db, subscriptionId: string, checkoutId: string, at: Date) {
  await db.update(subscriptions).set({ created_at: at, updated_at: at }).where(eq(subscriptions.id, subscriptionId));
  await db.update(payments).set({ created_at: at }).where(eq(payments.subscription_id, subscriptionId));
  await db.update(checkoutSessions).set({ created_at: at, updated_at: at }).where(eq(checkoutSessions.id, checkoutId));
}
