/**
 * The sandbox's checkout page: view, pay with a test card, and the bank's second step. A checkout
 * is charged once: moving it to paid is conditional on its status, in the transaction that opens
 * its subscription and records its event.
 */
import type { SandboxCheckout, SandboxPaySchema } from '@stockroom/contract';
import type { Db } from '@stockroom/db';
import type { z } from 'zod/mini';
import { AppError, notFound } from '../../../../errors';
import { CHECKOUT_LIFETIME_MS, checkoutStatusAt, sandboxCheckoutOf, verifiedCheckoutOf } from './sandbox.mapper';
import { findCheckout, insertSubscription, type SandboxCheckoutRow, updatePayableCheckout } from './sandbox.queries';
import { CARD_MESSAGES, cardOutcome, lastFour } from './sandbox-cards';
import { checkoutCompleted, sandboxId } from './sandbox-events';
import { addInterval } from './sandbox-periods';
import { type RenewalContext, scheduleRenewal } from './sandbox-renewals';

export interface SandboxContext extends RenewalContext {
  now: () => Date;
}

type Card = z.output<typeof SandboxPaySchema>;

async function requireCheckout(db: Db, id: string) {
  const row = await findCheckout(db, id);
  if (!row) throw notFound('This checkout does not exist. Go back to the product and start again.');
  return row;
}

const openedAfter = (now: Date) => new Date(now.getTime() - CHECKOUT_LIFETIME_MS);

/** The checkout as it stands; `changed` null means a concurrent call moved it first, so read it again. */
async function answer(ctx: SandboxContext, id: string, changed: SandboxCheckoutRow | null) {
  const row = changed ?? (await requireCheckout(ctx.db, id));
  return sandboxCheckoutOf(row, ctx.now());
}

export async function viewCheckout(ctx: SandboxContext, id: string): Promise<SandboxCheckout> {
  return sandboxCheckoutOf(await requireCheckout(ctx.db, id), ctx.now());
}

/** Answers a checkout that is paid (unchanged) or expired (written so); null when it can still be paid. */
async function settledAnswer(ctx: SandboxContext, row: SandboxCheckoutRow, now: Date) {
  const status = checkoutStatusAt(row, now);
  if (status === 'paid') return sandboxCheckoutOf(row, now);
  if (status === 'expired') {
    const expired = await updatePayableCheckout(ctx.db, row.id, { status: 'expired' });
    return answer(ctx, row.id, expired);
  }
  return null;
}

export async function payCheckout(ctx: SandboxContext, id: string, card: Card): Promise<SandboxCheckout> {
  const row = await requireCheckout(ctx.db, id);
  const now = ctx.now();
  const settled = await settledAnswer(ctx, row, now);
  if (settled) return settled;
  const outcome = cardOutcome({ number: card.card_number, expiry: card.expiry }, now);
  // The number and the CVC go no further than this function: only the last four digits are kept.
  const last4 = lastFour(card.card_number);
  const after = openedAfter(now);
  if (outcome.kind === 'pays') return completePayment(ctx, row, last4, ['open', 'declined', 'requires_action']);
  const set =
    outcome.kind === 'second-step'
      ? { status: 'requires_action', message: '', card_last4: last4 }
      : { status: 'declined', message: outcome.message, card_last4: last4 };
  return answer(ctx, id, await updatePayableCheckout(ctx.db, id, set, undefined, after));
}

export async function confirmCheckout(ctx: SandboxContext, id: string, approve: boolean): Promise<SandboxCheckout> {
  const row = await requireCheckout(ctx.db, id);
  const now = ctx.now();
  const settled = await settledAnswer(ctx, row, now);
  if (settled) return settled;
  if (row.status !== 'requires_action') {
    throw new AppError('bad_request', 'No bank check is waiting for this checkout: pay with a card first.');
  }
  if (approve) return completePayment(ctx, row, row.card_last4, ['requires_action']);
  const declined = { status: 'declined', message: CARD_MESSAGES.bankRefused };
  return answer(ctx, id, await updatePayableCheckout(ctx.db, id, declined, ['requires_action'], openedAfter(now)));
}

/** Charges the checkout once: marks it paid, opens its subscription (and its renewal job) and records the event together. */
async function completePayment(
  ctx: SandboxContext,
  row: SandboxCheckoutRow,
  last4: string,
  fromStatuses: string[],
): Promise<SandboxCheckout> {
  const now = ctx.now();
  const paid = await ctx.db.transaction(async (tx) => {
    const subscriptionId = row.interval === 'once' ? null : sandboxId('sub');
    const paidSet = {
      status: 'paid',
      message: '',
      card_last4: last4,
      payment_id: sandboxId('pi'),
      subscription_id: subscriptionId,
    };
    const claimed = await updatePayableCheckout(tx, row.id, paidSet, fromStatuses, openedAfter(now));
    if (!claimed) return null;
    const subscription = subscriptionId
      ? await insertSubscription(tx, {
          id: subscriptionId,
          checkout_id: row.id,
          status: 'active',
          interval: row.interval,
          amount: row.amount,
          currency: row.currency,
          card_last4: last4,
          current_period_end: addInterval(now, row.interval as 'month' | 'year'),
        })
      : null;
    if (subscription) await scheduleRenewal(tx, ctx.jobs, subscription);
    await ctx.outbox.record(tx, checkoutCompleted(verifiedCheckoutOf(claimed, subscription, now), subscription, now));
    return claimed;
  });
  if (paid) ctx.outbox.wake();
  return answer(ctx, row.id, paid);
}
