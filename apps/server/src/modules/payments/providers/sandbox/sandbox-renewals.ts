/**
 * What a real provider does at each period end: renew (a new payment, the period extended from the
 * old end), end a subscription that was cancelled, or, when the card stops paying, mark it past due
 * and end it once the grace has run out. Each change and its event are written together.
 */
import type { Db } from '@stockroom/db';
import { lockDueSubscriptions, type SandboxSubscriptionRow, updateSubscription } from './sandbox.queries';
import { FAILING_RENEWAL_LAST4 } from './sandbox-cards';
import { invoicePaid, type SandboxEvent, sandboxId, subscriptionChanged } from './sandbox-events';
import type { EventOutbox } from './sandbox-outbox';
import { addInterval } from './sandbox-periods';

/** How long a past-due subscription keeps trying before it ends. */
export const PAST_DUE_GRACE_MS = 3 * 24 * 60 * 60 * 1000;
const BATCH = 50;
/** Every pass moves each row it takes forward; this only bounds a pass over a very large backlog. */
const MAX_BATCHES = 1000;

async function settle(tx: Db, row: SandboxSubscriptionRow, now: Date): Promise<SandboxEvent> {
  if (row.status === 'past_due' || row.cancel_at_period_end) {
    const ended = await updateSubscription(tx, row.id, { status: 'ended' });
    return subscriptionChanged('deleted', ended, now);
  }
  if (row.card_last4 === FAILING_RENEWAL_LAST4) {
    const pastDue = await updateSubscription(tx, row.id, { status: 'past_due' });
    return subscriptionChanged('updated', pastDue, now);
  }
  const periodEnd = addInterval(row.current_period_end, row.interval as 'month' | 'year');
  await updateSubscription(tx, row.id, { current_period_end: periodEnd });
  const renewal = { subscriptionId: row.id, paymentId: sandboxId('pi'), amount: row.amount, currency: row.currency };
  return invoicePaid({ ...renewal, periodEnd }, now);
}

/** Settles every subscription due at `now`; answers how many changed. Safe to run in several processes at once. */
export async function runDueRenewals(db: Db, outbox: EventOutbox, now: Date): Promise<number> {
  const graceEndsBefore = new Date(now.getTime() - PAST_DUE_GRACE_MS);
  let settled = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const count = await db.transaction(async (tx) => {
      const due = await lockDueSubscriptions(tx, now, graceEndsBefore, BATCH);
      for (const row of due) await outbox.record(tx, await settle(tx, row, now));
      return due.length;
    });
    settled += count;
    // A renewed row may still be due (several periods missed): the next batch takes it again.
    if (count === 0) break;
  }
  if (settled > 0) outbox.deliverSoon();
  return settled;
}
