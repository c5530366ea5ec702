import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build';
import {
  CARDS,
  MONTHLY,
  paidCheckout,
  recordingWebhook,
  sandboxOf,
  storedEvents,
  YEARLY,
} from '../../../../test/sandbox-payments';
import { buildSecondProcess } from '../../../../test/second-process';
import { AppError } from '../../../errors';
import { addInterval } from './sandbox/sandbox-periods';

let t: TestApp;
const webhook = recordingWebhook();
beforeAll(async () => {
  t = await buildTestApp();
  sandboxOf(t).connectWebhook?.(webhook.send);
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const after = (date: Date, ms: number) => new Date(date.getTime() + ms);

/** The events sent about one subscription since the test began, verified and mapped as the webhook would. */
async function eventsAbout(subscriptionId: string) {
  await sandboxOf(t).deliverDue();
  const mine = webhook.received.filter((event) => event.body.includes(subscriptionId));
  return Promise.all(
    mine.map((event) => t.deps.payments.parseWebhook(Buffer.from(event.body), event.headers['sandbox-signature'])),
  );
}

async function subscribed(price = MONTHLY, card: string = CARDS.pays) {
  const checkout = await paidCheckout(t, price, card);
  const subscription = checkout.subscription;
  if (!subscription) throw new Error('no subscription');
  return { checkout, subscription };
}

const current = async (sessionId: string) => (await t.deps.payments.retrieveCheckout(sessionId))?.subscription;

describe('billing periods', () => {
  it('run a month or a year on, to the same day, or the last day of a shorter month', () => {
    expect(addInterval(new Date('2026-03-15T10:20:30.456Z'), 'month')).toEqual(new Date('2026-04-15T10:20:30.456Z'));
    expect(addInterval(new Date('2026-12-31T08:00:00Z'), 'month')).toEqual(new Date('2027-01-31T08:00:00Z'));
    expect(addInterval(new Date('2026-01-31T08:00:00Z'), 'month')).toEqual(new Date('2026-02-28T08:00:00Z'));
    expect(addInterval(new Date('2028-01-31T08:00:00Z'), 'month')).toEqual(new Date('2028-02-29T08:00:00Z'));
    expect(addInterval(new Date('2028-02-29T08:00:00Z'), 'year')).toEqual(new Date('2029-02-28T08:00:00Z'));
    expect(addInterval(new Date('2026-05-31T23:59:59Z'), 'year')).toEqual(new Date('2027-05-31T23:59:59Z'));
  });
});

describe('renewals', () => {
  it('renews at period end: a new payment, the period extended from the old end, invoice.paid sent', async () => {
    const { checkout, subscription } = await subscribed();
    const oldEnd = subscription.currentPeriodEnd;
    expect(await sandboxOf(t).runDue(after(oldEnd, -60_000))).toBe(0);
    expect(await sandboxOf(t).runDue(after(oldEnd, 60_000))).toBeGreaterThanOrEqual(1);
    const renewed = await current(checkout.sessionId);
    const expectedEnd = addInterval(oldEnd, 'month');
    expect(renewed).toMatchObject({ status: 'active', currentPeriodEnd: expectedEnd });
    const events = await eventsAbout(subscription.id);
    const renewal = events.find((event) => event.kind === 'subscription.renewed');
    expect(renewal).toMatchObject({
      subscriptionId: subscription.id,
      amount: 1999,
      currency: 'usd',
      periodEnd: expectedEnd,
    });
    expect(renewal && 'paymentId' in renewal && renewal.paymentId).toMatch(/^pi_sandbox_/);
    expect(renewal && 'paymentId' in renewal && renewal.paymentId).not.toBe(checkout.paymentId);
  });

  it('renews a yearly subscription for a year', async () => {
    const { checkout, subscription } = await subscribed(YEARLY);
    await sandboxOf(t).runDue(after(subscription.currentPeriodEnd, 1000));
    const expectedEnd = addInterval(subscription.currentPeriodEnd, 'year');
    expect((await current(checkout.sessionId))?.currentPeriodEnd).toEqual(expectedEnd);
  });

  it('ends a subscription cancelled at period end instead of renewing it', async () => {
    const { checkout, subscription } = await subscribed();
    const cancelled = await t.deps.payments.setCancelAtPeriodEnd(subscription.id, true);
    expect(cancelled).toMatchObject({ id: subscription.id, status: 'canceled', cancelAtPeriodEnd: true });
    await sandboxOf(t).runDue(after(subscription.currentPeriodEnd, 1000));
    expect(await current(checkout.sessionId)).toMatchObject({
      status: 'ended',
      currentPeriodEnd: subscription.currentPeriodEnd,
    });
    const events = await eventsAbout(subscription.id);
    expect(events.map((event) => event.kind)).toEqual([
      'checkout.paid',
      'subscription.changed',
      'subscription.changed',
    ]);
    expect(events.at(-1)).toMatchObject({ subscription: { status: 'ended' } });
    expect(events.some((event) => event.kind === 'subscription.renewed')).toBe(false);
    const ended = t.deps.payments.setCancelAtPeriodEnd(subscription.id, false);
    await expect(ended).rejects.toBeInstanceOf(AppError);
    await expect(ended).rejects.toMatchObject({ code: 'not_found' });
  });

  it('renews again a subscription whose cancellation was taken back', async () => {
    const { checkout, subscription } = await subscribed();
    await t.deps.payments.setCancelAtPeriodEnd(subscription.id, true);
    const resumed = await t.deps.payments.setCancelAtPeriodEnd(subscription.id, false);
    expect(resumed).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    await sandboxOf(t).runDue(after(subscription.currentPeriodEnd, 1000));
    expect((await current(checkout.sessionId))?.currentPeriodEnd.getTime()).toBeGreaterThan(
      subscription.currentPeriodEnd.getTime(),
    );
    const events = await eventsAbout(subscription.id);
    expect(events.map((event) => event.kind)).toEqual([
      'checkout.paid',
      'subscription.changed',
      'subscription.changed',
      'subscription.renewed',
    ]);
  });

  it('sends no change when cancelling twice, and refuses a subscription it does not know', async () => {
    const { subscription } = await subscribed();
    await t.deps.payments.setCancelAtPeriodEnd(subscription.id, true);
    await t.deps.payments.setCancelAtPeriodEnd(subscription.id, true);
    expect((await eventsAbout(subscription.id)).filter((e) => e.kind === 'subscription.changed')).toHaveLength(1);
    await expect(t.deps.payments.setCancelAtPeriodEnd('sub_sandbox_unknown', true)).rejects.toMatchObject({
      code: 'not_found',
    });
  });

  it('puts the failing card past due at period end, and ends it once three days have passed', async () => {
    const { checkout, subscription } = await subscribed(MONTHLY, CARDS.renewalsFail);
    const end = subscription.currentPeriodEnd;
    await sandboxOf(t).runDue(after(end, 1000));
    expect(await current(checkout.sessionId)).toMatchObject({ status: 'past_due', currentPeriodEnd: end });
    await sandboxOf(t).runDue(after(end, 2 * DAY));
    expect(await current(checkout.sessionId)).toMatchObject({ status: 'past_due' });
    await sandboxOf(t).runDue(after(end, 3 * DAY + 1000));
    expect(await current(checkout.sessionId)).toMatchObject({ status: 'ended' });
    const events = await eventsAbout(subscription.id);
    expect(events.map((event) => event.kind === 'subscription.changed' && event.subscription.status)).toEqual([
      false,
      'past_due',
      'ended',
    ]);
  });

  it('renews once when two processes settle the same moment', async () => {
    const { checkout, subscription } = await subscribed();
    const other = await buildSecondProcess(t);
    try {
      const now = after(subscription.currentPeriodEnd, 1000);
      await Promise.all([sandboxOf(t).runDue(now), sandboxOf(other).runDue(now), sandboxOf(t).runDue(now)]);
    } finally {
      await other.close();
    }
    const expectedEnd = addInterval(subscription.currentPeriodEnd, 'month');
    expect((await current(checkout.sessionId))?.currentPeriodEnd).toEqual(expectedEnd);
    // Read from the sandbox's books: the other process may have delivered the event to its own webhook.
    const renewals = (await storedEvents(t)).filter(
      (event) => event.type === 'invoice.paid' && event.payload.includes(subscription.id),
    );
    expect(renewals).toHaveLength(1);
  });

  it('charges a subscription that fell behind (the server was down) once for each missed period', async () => {
    const { checkout, subscription } = await subscribed();
    const end = subscription.currentPeriodEnd;
    const first = addInterval(end, 'month');
    const second = addInterval(first, 'month');
    const ends = [first, second, addInterval(second, 'month')];
    await sandboxOf(t).runDue(after(ends[1]!, 1000));
    expect((await current(checkout.sessionId))?.currentPeriodEnd).toEqual(ends[2]);
    const renewals = (await eventsAbout(subscription.id)).filter((event) => event.kind === 'subscription.renewed');
    expect(renewals.map((event) => event.kind === 'subscription.renewed' && event.periodEnd)).toEqual(ends);
  });
});
