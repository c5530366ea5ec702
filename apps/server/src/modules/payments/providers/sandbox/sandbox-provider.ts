/**
 * The built-in sandbox provider (DESIGN §1.9): a real, working provider that takes only test cards.
 * It plays an outside provider: its own tables (`sandbox_*`), its own checkout page, signed events
 * delivered to our webhook, and renewals at each period end. It never reads our payment tables.
 */
import type { SandboxCheckout } from '@stockroom/contract';
import type { Db } from '@stockroom/db';
import { notFound } from '../../../../errors';
import type { PaymentProvider, ProviderSubscription } from '../../payment-provider';
import { providerSubscriptionOf, verifiedCheckoutOf } from './sandbox.mapper';
import { findCheckout, findSubscription, insertCheckout, updateCancelAtPeriodEnd } from './sandbox.queries';
import { confirmCheckout, payCheckout, type SandboxContext, viewCheckout } from './sandbox-checkout.service';
import { parseSandboxEvent, sandboxId, subscriptionChanged } from './sandbox-events';
import { createEventOutbox } from './sandbox-outbox';
import { runDueRenewals } from './sandbox-renewals';
import { SANDBOX_SIGNATURE_HEADER, sandboxWebhookSecret, verifySignature } from './sandbox-signature';

/** Renewals and undelivered events are looked at this often. */
const TICK_MS = 30_000;

type Log = { warn(obj: object, msg: string): void };

export interface SandboxOptions {
  db: Db;
  /** The web app's address: the checkout page lives at `/checkout/<id>` there. */
  publicBaseUrl: string;
  tokenSecret: string;
  log?: Log | undefined;
  /** Runs the renewal and delivery timer (off in tests that drive `runDue` themselves). */
  timer?: boolean;
}

export interface SandboxProvider extends PaymentProvider {
  readonly name: 'sandbox';
  /** What the sandbox's checkout page calls (the routes in sandbox.routes.ts). */
  readonly page: {
    view(sessionId: string): Promise<SandboxCheckout>;
    pay(sessionId: string, card: Parameters<typeof payCheckout>[2]): Promise<SandboxCheckout>;
    confirm(sessionId: string, approve: boolean): Promise<SandboxCheckout>;
  };
  /** Renews, ends or marks past due the subscriptions due at `now`; answers how many changed. */
  runDue(now?: Date): Promise<number>;
  /** Delivers the events not delivered yet (the timer calls it too). */
  deliverDue(): Promise<void>;
}

export const isSandboxProvider = (provider: PaymentProvider): provider is SandboxProvider =>
  provider.name === 'sandbox';

export function createSandboxProvider(options: SandboxOptions): SandboxProvider {
  const { db, log } = options;
  const secret = sandboxWebhookSecret(options.tokenSecret);
  const outbox = createEventOutbox(db, secret, log);
  const ctx: SandboxContext = { db, outbox, now: () => new Date() };

  const runDue = (now = new Date()) => runDueRenewals(db, outbox, now);

  let ticking: Promise<void> | null = null;
  const tick = () => {
    ticking ??= (async () => {
      await runDue();
      await outbox.deliverDue();
    })()
      .catch((error: unknown) => log?.warn({ error: String(error) }, 'sandbox renewals failed'))
      .finally(() => {
        ticking = null;
      });
  };
  const timer = options.timer === false ? null : setInterval(tick, TICK_MS);
  timer?.unref();

  return {
    name: 'sandbox',
    signatureHeader: SANDBOX_SIGNATURE_HEADER,
    page: {
      view: (id) => viewCheckout(ctx, id),
      pay: (id, card) => payCheckout(ctx, id, card),
      confirm: (id, approve) => confirmCheckout(ctx, id, approve),
    },
    runDue,
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
        outbox.deliverSoon();
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

    async close() {
      if (timer) clearInterval(timer);
      await ticking;
      await outbox.close();
    },
  };
}
