/**
 * The sandbox's deliveries and renewals as jobs (decision 0042), with processes as a deployment runs
 * them: a web process that serves members and works no job, and a worker on the same database. No
 * test here asks the sandbox to deliver or renew: the jobs do.
 */
import { payments, queryRows, sandboxEvents, sandboxSubscriptions, subscriptions } from '@stockroom/db';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build';
import { buildPayments, type Payments } from '../../../test/payments';
import { sandboxOf } from '../../../test/sandbox-payments';
import { buildSecondProcess, openSameDatabase } from '../../../test/second-process';
import { SANDBOX_DELIVERY_JOB } from './providers/sandbox/sandbox-outbox';
import { addInterval } from './providers/sandbox/sandbox-periods';
import { SANDBOX_RENEWAL_JOB } from './providers/sandbox/sandbox-renewals';
import { inProcessWebhookSender } from './sandbox-jobs';

let p: Payments;
let worker: TestApp;
beforeAll(async () => {
  p = await buildPayments({ serverRole: 'web' });
  const { dataDir, storage } = p.t.config;
  const database = await openSameDatabase(p.t.database);
  worker = await buildTestApp({ dataDir, storage, serverRole: 'worker', jobTimings: { pollSeconds: 0.5 } }, database);
});
afterAll(async () => {
  await worker?.close();
  await p?.t.close();
});

const DAY = 86_400_000;
const LONG = { timeout: 30_000 };
type Headers = Record<string, string>;

/** pg-boss's jobs of one kind about one event or subscription. */
const jobsOf = (name: string, key: 'eventId' | 'subscriptionId', id: string) =>
  sql`pgboss.job where name = ${name} and data->>${key} = ${id}`;

/** Brings the jobs waiting for their time forward to now, as time passing would. */
const makeDue = (name: string, key: 'eventId' | 'subscriptionId', id: string) =>
  p.db.execute(
    sql`update pgboss.job set start_after = now() where name = ${name} and data->>${key} = ${id} and state = 'created'`,
  );

/** Jobs due now that no process has finished yet. */
async function unfinishedDueJobs(name: string, key: 'eventId' | 'subscriptionId', id: string) {
  const [row] = await queryRows<{ n: number }>(
    p.db,
    sql`select count(*)::int as n from ${jobsOf(name, key, id)}
        and start_after <= now() and state in ('created', 'retry', 'active')`,
  );
  return row?.n;
}

const checkoutEvent = async (sessionId: string) =>
  (
    await p.db
      .select()
      .from(sandboxEvents)
      .where(and(eq(sandboxEvents.type, 'checkout.session.completed'), like(sandboxEvents.payload, `%${sessionId}%`)))
  )[0];

const listed = async (headers: Headers, productId: string) =>
  (await p.get('/api/subscriptions', headers)).json().find((s: { product_id: string }) => s.product_id === productId);

/** A paid, completed monthly subscription, with its provider id. */
async function subscription(headers: Headers) {
  const productId = await p.lockedProduct();
  const { subscription } = await p.subscribed(headers, productId);
  const [row] = await p.db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
  if (!row?.provider_subscription_id) throw new Error('no provider subscription');
  return { productId, id: subscription.id as string, providerId: row.provider_subscription_id };
}

/** The period ends now, at the provider and in our copy (as its last event said). */
async function periodPassed(s: { id: string; providerId: string }) {
  const past = sql`now() - interval '1 minute'`;
  await p.db
    .update(sandboxSubscriptions)
    .set({ current_period_end: past })
    .where(eq(sandboxSubscriptions.id, s.providerId));
  await p.db.update(subscriptions).set({ current_period_end: past }).where(eq(subscriptions.id, s.id));
  const [row] = await p.db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, s.providerId));
  return row!.current_period_end;
}

const renewalPayments = async (subscriptionId: string) =>
  (await p.db.select().from(payments).where(eq(payments.subscription_id, subscriptionId))).filter(
    (x) => x.kind === 'renewal',
  ).length;

describe('event deliveries', () => {
  it("delivers the web process's event through a worker's job: the member's product opens without completing", async () => {
    const productId = await p.lockedProduct();
    await p.checkout(p.as.gated, productId);
    expect(await p.unlocked(p.as.gated, productId)).toBe(false);
    await expect.poll(() => p.unlocked(p.as.gated, productId), LONG).toBe(true);
    expect(await listed(p.as.gated, productId)).toMatchObject({ status: 'active', grants_access: true });
  });

  it('retries a delivery the webhook refused, after a backoff, and delivers it once', async () => {
    const sandbox = sandboxOf(worker);
    const take = inProcessWebhookSender(worker.deps, { warn: () => {} });
    const webhook = { refuse: true, calls: 0 };
    sandbox.connectWebhook(async (body, headers) => {
      webhook.calls++;
      return webhook.refuse ? 503 : take(body, headers);
    });
    const productId = await p.lockedProduct();
    const sessionId = await p.checkout(p.as.gated, productId);
    await expect.poll(async () => (await checkoutEvent(sessionId))?.attempts, LONG).toBe(1);
    const refused = (await checkoutEvent(sessionId))!;
    expect(refused.delivered_at).toBeNull();
    expect(await p.unlocked(p.as.gated, productId)).toBe(false);
    const [retry] = await queryRows<{ start_after: Date | string }>(
      p.db,
      sql`select start_after from ${jobsOf(SANDBOX_DELIVERY_JOB, 'eventId', refused.id)} and state = 'created'`,
    );
    expect(new Date(retry!.start_after).getTime()).toBeGreaterThan(Date.now() + 20_000);

    webhook.refuse = false;
    await makeDue(SANDBOX_DELIVERY_JOB, 'eventId', refused.id);
    // Marked delivered once the webhook has answered, after it opened the product.
    await expect.poll(async () => (await checkoutEvent(sessionId))?.delivered_at, LONG).toEqual(expect.any(Date));
    expect(await checkoutEvent(sessionId)).toMatchObject({ attempts: 2 });
    expect(await p.unlocked(p.as.gated, productId)).toBe(true);
    // The job for a third attempt, written with the second, finds the event delivered and sends nothing.
    await makeDue(SANDBOX_DELIVERY_JOB, 'eventId', refused.id);
    await expect.poll(() => unfinishedDueJobs(SANDBOX_DELIVERY_JOB, 'eventId', refused.id), LONG).toBe(0);
    expect(webhook.calls).toBe(2);
  });
});

describe('renewals', () => {
  it('renews a subscription once at its period end, though two processes work renewal jobs for it at once', async () => {
    const second = await buildSecondProcess(p.t);
    try {
      const s = await subscription(p.as.other);
      const end = await periodPassed(s);
      expect(await listed(p.as.other, s.productId)).toMatchObject({ grants_access: false });
      // A second job for the same renewal, as one given back by a stopping process could leave.
      await second.database.db.transaction((tx) =>
        second.deps.jobs.send(tx, SANDBOX_RENEWAL_JOB, { subscriptionId: s.providerId }),
      );
      await makeDue(SANDBOX_RENEWAL_JOB, 'subscriptionId', s.providerId);
      await expect.poll(() => unfinishedDueJobs(SANDBOX_RENEWAL_JOB, 'subscriptionId', s.providerId), LONG).toBe(0);
      await expect.poll(() => renewalPayments(s.id), LONG).toBe(1);

      const [renewed] = await p.db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, s.providerId));
      expect(renewed?.current_period_end).toEqual(addInterval(end, 'month'));
      const invoices = await p.db
        .select()
        .from(sandboxEvents)
        .where(and(eq(sandboxEvents.type, 'invoice.paid'), like(sandboxEvents.payload, `%${s.providerId}%`)));
      expect(invoices).toHaveLength(1);
      const shown = await listed(p.as.other, s.productId);
      expect(shown).toMatchObject({ status: 'active', grants_access: true });
      expect(new Date(shown.current_period_end).getTime()).toBeGreaterThan(Date.now() + 27 * DAY);
      // The next renewal waits for the new period end.
      const [next] = await queryRows<{ start_after: Date | string }>(
        p.db,
        sql`select start_after from ${jobsOf(SANDBOX_RENEWAL_JOB, 'subscriptionId', s.providerId)} and state = 'created'`,
      );
      expect(new Date(next!.start_after)).toEqual(addInterval(end, 'month'));
    } finally {
      await second.close();
    }
  });

  it('renews at the next start a subscription that came due with no job waiting for it', async () => {
    const s = await subscription(p.as.gated);
    const end = await periodPassed(s);
    // As in a database written before renewals were jobs.
    await p.db.execute(sql`delete from ${jobsOf(SANDBOX_RENEWAL_JOB, 'subscriptionId', s.providerId)}`);
    const next = await buildSecondProcess(p.t);
    try {
      await expect.poll(() => renewalPayments(s.id), LONG).toBe(1);
      const [renewed] = await p.db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, s.providerId));
      expect(renewed?.current_period_end).toEqual(addInterval(end, 'month'));
      expect(await listed(p.as.gated, s.productId)).toMatchObject({ status: 'active', grants_access: true });
    } finally {
      await next.close();
    }
  });
});
