/**
 * The payment records' writes. Each one that a provider may repeat (a second completion, the
 * webhook's event, two browser tabs at once) is keyed by the provider's own id and does nothing the
 * second time, so a verified payment is recorded once whoever gets there first.
 */
import { checkoutSessions, type Db, paymentEvents, payments, subscriptions } from '@stockroom/db';
import { and, eq, ne, sql } from 'drizzle-orm';

export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;
export type SubscriptionChanges = Partial<
  Pick<NewSubscription, 'status' | 'current_period_end' | 'cancel_at_period_end'>
>;

export async function insertCheckoutSession(db: Db, values: typeof checkoutSessions.$inferInsert) {
  await db.insert(checkoutSessions).values(values);
}

export async function checkoutSessionRow(db: Db, id: string): Promise<CheckoutSessionRow | undefined> {
  const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
  return row;
}

export async function markCheckoutCompleted(db: Db, id: string) {
  await db
    .update(checkoutSessions)
    .set({ status: 'completed', updated_at: sql`now()` })
    .where(and(eq(checkoutSessions.id, id), ne(checkoutSessions.status, 'completed')));
}

/** The new subscription's id, or null when its checkout was already recorded. */
export async function insertSubscriptionOnce(db: Db, values: NewSubscription) {
  const [row] = await db
    .insert(subscriptions)
    .values(values)
    .onConflictDoNothing({ target: [subscriptions.provider, subscriptions.checkout_session_id] })
    .returning({ id: subscriptions.id });
  return row?.id ?? null;
}

export async function subscriptionIdByCheckout(db: Db, provider: string, checkoutSessionId: string) {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, provider), eq(subscriptions.checkout_session_id, checkoutSessionId)));
  return row?.id ?? null;
}

export async function subscriptionByProviderId(db: Db, provider: string, providerSubscriptionId: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(eq(subscriptions.provider, provider), eq(subscriptions.provider_subscription_id, providerSubscriptionId)),
    );
  return row;
}

/** False when no such subscription. */
export async function updateSubscriptionRow(db: Db, id: string, changes: SubscriptionChanges) {
  const rows = await db
    .update(subscriptions)
    .set({ ...changes, updated_at: sql`now()` })
    .where(eq(subscriptions.id, id))
    .returning({ id: subscriptions.id });
  return rows.length > 0;
}

/**
 * True when the payment is new; false when the provider's payment id, or the checkout it paid for,
 * was recorded before (no conflict target: either key makes it a repeat).
 */
export async function insertPaymentOnce(db: Db, values: typeof payments.$inferInsert) {
  const rows = await db.insert(payments).values(values).onConflictDoNothing().returning({ id: payments.id });
  return rows.length > 0;
}

/** True the first time the provider's event id arrives; a replay (or a retry) finds it and gets false. */
export async function recordEventOnce(db: Db, provider: string, eventId: string, type: string) {
  const rows = await db
    .insert(paymentEvents)
    .values({ provider, event_id: eventId, type })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.event_id });
  return rows.length > 0;
}
