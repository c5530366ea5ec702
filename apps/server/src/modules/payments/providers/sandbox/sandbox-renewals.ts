/**
 * What a real provider does at each period end: renew (a new payment, the period extended from the
 * old end), end a subscription that was cancelled, or, when the card stops paying, mark it past due
 * and end it once the grace has run out. Each subscription has a job due when it next needs this
 * (decision 0042), written with the change that set that time; the change, its event and the next
 * job are written together. A job run twice, or two at once, settles the subscription once: it is
 * locked and must still be due.
 */
import type { Db } from '@stockroom/db';
import type { JobQueue } from '../../../jobs/job-queue';
import {
  lockDueSubscription,
  lockDueSubscriptions,
  type SandboxSubscriptionRow,
  updateSubscription,
} from './sandbox.queries';
import { FAILING_RENEWAL_LAST4 } from './sandbox-cards';
import { invoicePaid, type SandboxEvent, sandboxId, subscriptionChanged } from './sandbox-events';
import { liveWithoutJob } from './sandbox-jobs.queries';
import type { EventOutbox } from './sandbox-outbox';
import { addInterval } from './sandbox-periods';

/** How long a past-due subscription keeps trying before it ends. */
export const PAST_DUE_GRACE_MS = 3 * 24 * 60 * 60 * 1000;
const BATCH = 50;
/** Every pass moves each row it takes forward; this only bounds a pass over a very large backlog. */
const MAX_BATCHES = 1000;

export const SANDBOX_RENEWAL_JOB = 'sandbox-renewal';
export interface RenewalJobData {
  subscriptionId: string;
}

export interface RenewalContext {
  db: Db;
  outbox: EventOutbox;
  jobs: JobQueue;
}

/** Raw rows read through `queryRows` carry their time as text. */
type Due = { status: string; current_period_end: Date | string };
const graceEndsBefore = (now: Date) => new Date(now.getTime() - PAST_DUE_GRACE_MS);

/** When the subscription next needs settling: its period end, or the end of a past-due grace; null once ended. */
function nextDueAt(row: Due): Date | null {
  const end = new Date(row.current_period_end);
  if (row.status === 'active') return end;
  if (row.status === 'past_due') return new Date(end.getTime() + PAST_DUE_GRACE_MS);
  return null;
}

/** Writes the job that settles the subscription when it is next due (pass the transaction that set that time). */
export async function scheduleRenewal(tx: Db, jobs: JobQueue, row: Due & { id: string }) {
  const due = nextDueAt(row);
  if (!due || !jobs.started()) return;
  await jobs.send<RenewalJobData>(tx, SANDBOX_RENEWAL_JOB, { subscriptionId: row.id }, { startAfter: due });
}

async function settle(tx: Db, row: SandboxSubscriptionRow, now: Date) {
  let event: SandboxEvent;
  let settled: SandboxSubscriptionRow;
  if (row.status === 'past_due' || row.cancel_at_period_end) {
    settled = await updateSubscription(tx, row.id, { status: 'ended' });
    event = subscriptionChanged('deleted', settled, now);
  } else if (row.card_last4 === FAILING_RENEWAL_LAST4) {
    settled = await updateSubscription(tx, row.id, { status: 'past_due' });
    event = subscriptionChanged('updated', settled, now);
  } else {
    const periodEnd = addInterval(row.current_period_end, row.interval as 'month' | 'year');
    settled = await updateSubscription(tx, row.id, { current_period_end: periodEnd });
    const renewal = { subscriptionId: row.id, paymentId: sandboxId('pi'), amount: row.amount, currency: row.currency };
    event = invoicePaid({ ...renewal, periodEnd }, now);
  }
  return { event, settled };
}

async function settleAndSchedule(ctx: RenewalContext, tx: Db, row: SandboxSubscriptionRow, now: Date) {
  const { event, settled } = await settle(tx, row, now);
  await ctx.outbox.record(tx, event);
  await scheduleRenewal(tx, ctx.jobs, settled);
}

/** The renewal job: settles the subscription if it is due now. */
export async function renewIfDue(ctx: RenewalContext, subscriptionId: string, now = new Date()) {
  const settled = await ctx.db.transaction(async (tx) => {
    const row = await lockDueSubscription(tx, subscriptionId, now, graceEndsBefore(now));
    if (row) await settleAndSchedule(ctx, tx, row, now);
    return row !== null;
  });
  if (!settled) return;
  ctx.outbox.wake();
  // Several periods missed (no process ran): the next job is due already.
  ctx.jobs.wake(SANDBOX_RENEWAL_JOB);
}

/**
 * Settles every subscription due at `now` and answers how many changed: the jobs' work for a clock
 * the caller chooses (tests move time forward with it). Safe beside the jobs and other processes.
 */
export async function runDueRenewals(ctx: RenewalContext, now: Date): Promise<number> {
  let settled = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const count = await ctx.db.transaction(async (tx) => {
      const due = await lockDueSubscriptions(tx, now, graceEndsBefore(now), BATCH);
      for (const row of due) await settleAndSchedule(ctx, tx, row, now);
      return due.length;
    });
    settled += count;
    // A renewed row may still be due (several periods missed): the next batch takes it again.
    if (count === 0) break;
  }
  if (settled > 0) ctx.outbox.wake();
  return settled;
}

/** Writes the renewal jobs that live subscriptions lack (the job's `onStart`): one due while no process ran runs at once. */
export async function writeMissingRenewalJobs(ctx: RenewalContext) {
  await ctx.db.transaction(async (tx) => {
    for (const row of await liveWithoutJob(tx, SANDBOX_RENEWAL_JOB)) await scheduleRenewal(tx, ctx.jobs, row);
  });
}
