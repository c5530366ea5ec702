/**
 * The one payment adapter (DESIGN §1.9): the built-in sandbox provider by default, Stripe Checkout
 * when its keys are set. The payments service speaks only this interface; each provider maps its
 * own objects and events onto these shapes, so the rules (who gets access, once) live in one place.
 */
import type { PaymentProviderName, Price, SubscriptionStatus } from '@stockroom/contract';

export interface CheckoutInput {
  /** Our reference, carried by the provider and given back: the product id (the completion's ref_id). */
  reference: string;
  userId: string;
  customerEmail: string;
  productTitle: string;
  price: Price;
  /** Where the provider sends the member once paid; `{CHECKOUT_SESSION_ID}` is replaced by the session id. */
  successUrl: string;
  /** Where the provider sends the member who gives up. */
  cancelUrl: string;
}

export interface ProviderCheckout {
  /** The provider's session id. */
  id: string;
  /** The provider's checkout page. */
  url: string;
}

export interface ProviderSubscription {
  /** The provider's subscription id. */
  id: string;
  status: SubscriptionStatus;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
}

/** A checkout as the provider verified it. */
export interface VerifiedCheckout {
  sessionId: string;
  /** paid: the money is taken; open: not yet (or a second step is pending); failed or expired: it will not be. */
  status: 'paid' | 'open' | 'failed' | 'expired';
  reference: string;
  amount: number;
  currency: string;
  /** The provider's id of the payment (charge, payment intent or invoice); null until paid. */
  paymentId: string | null;
  /** For a monthly or yearly price once paid; null for a one-time payment. */
  subscription: ProviderSubscription | null;
  /**
   * Why the last attempt failed, in words for the member ("Your card was declined."), when the
   * provider says. A declined card may leave the checkout open for another one: completion then
   * answers 402 with this reason rather than "not complete yet".
   */
  failureMessage?: string;
}

/** A provider's event, verified and mapped; `id` is the provider's event id (replays repeat it). */
export type PaymentEvent =
  | { id: string; kind: 'checkout.paid'; checkout: VerifiedCheckout }
  | {
      id: string;
      kind: 'subscription.renewed';
      subscriptionId: string;
      paymentId: string;
      amount: number;
      currency: string;
      periodEnd: Date;
    }
  | { id: string; kind: 'subscription.changed'; subscription: ProviderSubscription }
  /** Any other event type: acknowledged and recorded, nothing else. */
  | { id: string; kind: 'other'; type: string };

/** Thrown by `parseWebhook` when the signature does not verify: the webhook answers 400. */
export class WebhookSignatureError extends Error {}

/** How the sandbox hands its signed events to our webhook route; answers the route's status code. */
export type WebhookSender = (rawBody: string, headers: Record<string, string>) => Promise<number>;

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** The request header carrying the webhook signature. */
  readonly signatureHeader: string;
  createCheckout(input: CheckoutInput): Promise<ProviderCheckout>;
  /** The checkout as the provider knows it now; null when it does not know the id. */
  retrieveCheckout(sessionId: string): Promise<VerifiedCheckout | null>;
  /** Stops (true) or resumes (false) renewing at the end of the paid period. */
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<ProviderSubscription>;
  /** Verifies the signature over the exact bytes received (WebhookSignatureError if bad) and maps the event. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): Promise<PaymentEvent>;
  /** The sandbox delivers its events through this; a real provider calls our public address instead. */
  connectWebhook?(send: WebhookSender): void;
  /** Waits for work under way in this process (the sandbox's deliveries) and starts no more. */
  close(): Promise<void>;
}
