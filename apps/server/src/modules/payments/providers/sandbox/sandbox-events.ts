/**
 * The sandbox's events on the wire, shaped as Stripe's (`{id, type, created, data: {object}}`), and
 * their mapping back onto `PaymentEvent` once the signature has been verified.
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod/mini';
import { type PaymentEvent, type VerifiedCheckout, WebhookSignatureError } from '../../payment-provider';
import { providerSubscriptionOf } from './sandbox.mapper';
import type { SandboxSubscriptionRow } from './sandbox.queries';

export const sandboxId = (prefix: string) => `${prefix}_sandbox_${randomBytes(18).toString('base64url')}`;

export type SandboxEventType =
  | 'checkout.session.completed'
  | 'invoice.paid'
  | 'customer.subscription.updated'
  | 'customer.subscription.deleted';

export interface SandboxEvent {
  id: string;
  type: SandboxEventType;
  /** Unix seconds, as Stripe writes it. */
  created: number;
  data: { object: Record<string, unknown> };
}

type SubscriptionFields = Pick<SandboxSubscriptionRow, 'id' | 'status' | 'current_period_end' | 'cancel_at_period_end'>;

const subscriptionObject = (row: SubscriptionFields) => ({
  object: 'subscription',
  id: row.id,
  status: row.status,
  current_period_end: row.current_period_end.toISOString(),
  cancel_at_period_end: row.cancel_at_period_end,
});

export function buildEvent(type: SandboxEventType, object: Record<string, unknown>, at: Date): SandboxEvent {
  return { id: sandboxId('evt'), type, created: Math.floor(at.getTime() / 1000), data: { object } };
}

/** The paid checkout as `retrieveCheckout` maps it, with the raw ids a provider's object carries. */
export const checkoutCompleted = (checkout: VerifiedCheckout, subscription: SubscriptionFields | null, at: Date) =>
  buildEvent(
    'checkout.session.completed',
    {
      object: 'checkout.session',
      id: checkout.sessionId,
      status: checkout.status,
      client_reference_id: checkout.reference,
      amount_total: checkout.amount,
      currency: checkout.currency,
      payment_intent: checkout.paymentId,
      subscription: subscription ? subscriptionObject(subscription) : null,
    },
    at,
  );

export const invoicePaid = (
  renewal: { subscriptionId: string; paymentId: string; amount: number; currency: string; periodEnd: Date },
  at: Date,
) =>
  buildEvent(
    'invoice.paid',
    {
      object: 'invoice',
      id: sandboxId('in'),
      billing_reason: 'subscription_cycle',
      subscription: renewal.subscriptionId,
      payment_intent: renewal.paymentId,
      amount_paid: renewal.amount,
      currency: renewal.currency,
      /** The subscription's new period end. */
      period_end: renewal.periodEnd.toISOString(),
    },
    at,
  );

export const subscriptionChanged = (type: 'updated' | 'deleted', row: SubscriptionFields, at: Date) =>
  buildEvent(`customer.subscription.${type}`, subscriptionObject(row), at);

const isoDate = z.pipe(
  z.iso.datetime(),
  z.transform((value) => new Date(value)),
);
const SubscriptionObjectSchema = z.object({
  id: z.string(),
  status: z.enum(['active', 'past_due', 'ended']),
  current_period_end: isoDate,
  cancel_at_period_end: z.boolean(),
});
const CheckoutObjectSchema = z.object({
  id: z.string(),
  status: z.enum(['paid', 'open', 'failed', 'expired']),
  client_reference_id: z.string(),
  amount_total: z.number(),
  currency: z.string(),
  payment_intent: z.nullable(z.string()),
  subscription: z.nullable(SubscriptionObjectSchema),
});
const InvoiceObjectSchema = z.object({
  subscription: z.string(),
  payment_intent: z.string(),
  amount_paid: z.number(),
  currency: z.string(),
  period_end: isoDate,
});
const EnvelopeSchema = z.object({
  id: z.string(),
  type: z.string(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

function parseObject<T>(schema: z.ZodMiniType<T>, object: unknown): T {
  const parsed = schema.safeParse(object);
  if (!parsed.success) throw new WebhookSignatureError('The event does not carry the object its type names');
  return parsed.data;
}

/** Maps a verified body onto `PaymentEvent`; a body that is not one of ours is refused like a bad signature. */
export function parseSandboxEvent(rawBody: Buffer): PaymentEvent {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new WebhookSignatureError('The event is not JSON');
  }
  const event = parseObject(EnvelopeSchema, json);
  const object = event.data.object;
  switch (event.type) {
    case 'checkout.session.completed': {
      const checkout = parseObject(CheckoutObjectSchema, object);
      return {
        id: event.id,
        kind: 'checkout.paid',
        checkout: {
          sessionId: checkout.id,
          status: checkout.status,
          reference: checkout.client_reference_id,
          amount: checkout.amount_total,
          currency: checkout.currency,
          paymentId: checkout.payment_intent,
          subscription: checkout.subscription && providerSubscriptionOf(checkout.subscription),
        },
      };
    }
    case 'invoice.paid': {
      const invoice = parseObject(InvoiceObjectSchema, object);
      return {
        id: event.id,
        kind: 'subscription.renewed',
        subscriptionId: invoice.subscription,
        paymentId: invoice.payment_intent,
        amount: invoice.amount_paid,
        currency: invoice.currency,
        periodEnd: invoice.period_end,
      };
    }
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = parseObject(SubscriptionObjectSchema, object);
      const ended = event.type === 'customer.subscription.deleted' ? { status: 'ended' } : {};
      return {
        id: event.id,
        kind: 'subscription.changed',
        subscription: providerSubscriptionOf({ ...subscription, ...ended }),
      };
    }
    default:
      return { id: event.id, kind: 'other', type: event.type };
  }
}
