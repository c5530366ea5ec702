/**
 * The built-in sandbox provider (DESIGN §1.9): a real, working provider that takes only test cards.
 * It plays an outside provider: its own tables (`sandbox_*`), its own checkout page, signed events
 * delivered to our webhook, and renewals at each period end. It never reads our payment tables.
 * Deliveries and renewals are jobs in the queue (decision 0042), defined by `defineSandboxJobs`.
 */
import type { SandboxCheckout } from '@stockroom/contract';
import type { Db } from '@stockroom/db';
import { notFound } from '../../../../errors';
import type { JobQueue } from '../../../jobs/job-queue';
import type { PaymentProvider, ProviderSubscription, WebhookSender } from '../../payment-provider';
import { providerSubscriptionOf, verifiedCheckoutOf } from './sandbox.mapper';
import { findCheckout, findSubscription, insertCheckout, updateCancelAtPeriodEnd } from './sandbox.queries';
import { confirmCheckout, payCheckout, type SandboxContext, viewCheckout } from './sandbox-checkout.service';
import { parseSandboxEvent, sandboxId, subscriptionChanged } from './sandbox-events';
import { createEventOutbox, type DeliveryJobData } from './sandbox-outbox';
import { type RenewalContext, renewIfDue, runDueRenewals, writeMissingRenewalJobs } from './sandbox-renewals';
import { SANDBOX_SIGNATURE_HEADER, sandboxWebhookSecret, verifySignature } from './sandbox-signature';

type Log = { warn(obj: object, msg: string): void };

export interface SandboxOptions {
  db: Db;
  /** The web app's address: the checkout page lives at `/checkout/<id>` there. */
  publicBaseUrl: string;
  tokenSecret: string;
  log?: Log | undefined;
  /** Where deliveries and renewals are written as jobs. */
  jobs: JobQueue;
}

export interface SandboxProvider extends PaymentProvider {
  readonly name: 'sandbox';
  /** What the sandbox's checkout page calls (the routes in sandbox.routes.ts). */
  readonly page: {
    view(sessionId: string): Promise<SandboxCheckout>;
    pay(sessionId: string, card: Parameters<typeof payCheckout>[2]): Promise<SandboxCheckout>;
    confirm(sessionId: string, approve: boolean): Promise<SandboxCheckout>;
  };
  connectWebhook(send: WebhookSender): void;
  /** What the queue's jobs run (payments/sandbox-jobs.ts). */
  readonly work: {
    deliver(data: DeliveryJobData): Promise<void>;
    renew(subscriptionId: string): Promise<void>;
    /** Writes the jobs that rows written before the queue started lack. */
    writeMissingJobs(): Promise<void>;
  };
  /**
   * Renews, ends or marks past due the subscriptions due at `now` (a clock the caller moves, as
   * tests do); answers how many changed. The renewal jobs do the same for each subscription in time.
   */
  runDue(now?: Date): Promise<number>;
  /** Tries every undelivered event now, whatever its backoff, and waits for the attempts under way here. */
  deliverDue(): Promise<void>;
}

export const isSandboxProvider = (provider: PaymentProvider): provider is SandboxProvider =>
  provider.name === 'sandbox';

export function createSandboxProvider(options: SandboxOptions): SandboxProvider {
  const { db, log } = options;
  const secret = sandboxWebhookSecret(options.tokenSecret);
  const outbox = createEventOutbox(db, options.jobs, secret, log);
  const renewals: RenewalContext = { db, outbox, jobs: options.jobs };
  const ctx: SandboxContext = { ...renewals, now: () => new Date() };

  return {
    name: 'sandbox',
    signatureHeader: SANDBOX_SIGNATURE_HEADER,
    page: {
      view: (id) => viewCheckout(ctx, id),
      pay: (id, card) => payCheckout(ctx, id, card),
      confirm: (id, approve) => confirmCheckout(ctx, id, approve),
    },
    work: {
      deliver: outbox.deliver,
      renew: (subscriptionId) => renewIfDue(renewals, subscriptionId),
      async writeMissingJobs() {
        await writeMissingRenewalJobs(renewals);
        await outbox.writeMissingJobs();
      },
    },
    runDue: (now = new Date()) => runDueRenewals(renewals, now),
    deliverDue: outbox.deliverDue,

    async createCheckout(input) {
      const id = sandboxId('cs');
      await insertCheckout(db, {
        id,
        reference: input.reference,
        product_title: input.productTitle,
        customer_email: input.customerEmail,
        amount: input.price.amount,
        currency: input.price.currency,
        interval: input.price.interval,
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      });
      return { id, url: `${options.publicBaseUrl}/checkout/${id}` };
    },

    async retrieveCheckout(sessionId) {
      const row = await findCheckout(db, sessionId);
      if (!row) return null;
      const subscription = row.subscription_id ? await findSubscription(db, row.subscription_id) : null;
      return verifiedCheckoutOf(row, subscription, new Date());
    },

    async setCancelAtPeriodEnd(subscriptionId, cancel): Promise<ProviderSubscription> {
      const now = new Date();
      const changed = await db.transaction(async (tx) => {
        const row = await updateCancelAtPeriodEnd(tx, subscriptionId, cancel);
        if (row) await outbox.record(tx, subscriptionChanged('updated', row, now));
        return row;
      });
      if (changed) {
        outbox.wake();
        return providerSubscriptionOf(changed);
      }
      const unchanged = await findSubscription(db, subscriptionId);
      if (!unchanged || unchanged.status === 'ended') throw notFound('This subscription does not exist or has ended');
      return providerSubscriptionOf(unchanged);
    },

    async parseWebhook(rawBody, signature) {
      verifySignature(rawBody, signature, secret, new Date());
      return parseSandboxEvent(rawBody);
    },

    connectWebhook: (send) => outbox.connect(send),

    close: () => outbox.close(),
  };
}
