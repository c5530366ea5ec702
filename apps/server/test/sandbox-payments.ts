import { randomUUID } from 'node:crypto';
import type { Price } from '@stockroom/contract';
import { sandboxEvents } from '@stockroom/db';
import { asc } from 'drizzle-orm';
import type { CheckoutInput, PaymentProvider, WebhookSender } from '../src/modules/payments/payment-provider';
import { isSandboxProvider, type SandboxProvider } from '../src/modules/payments/providers/sandbox/sandbox-provider';
import type { TestApp } from './build';

export const MONTHLY: Price = { amount: 1999, currency: 'usd', interval: 'month' };
export const YEARLY: Price = { amount: 12000, currency: 'eur', interval: 'year' };
export const ONCE: Price = { amount: 500, currency: 'gbp', interval: 'once' };

/** The test cards, as a member types them. */
export const CARDS = {
  pays: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  secondStep: '4000 0025 0000 3155',
  renewalsFail: '4000 0000 0000 0341',
} as const;

export const sandboxOf = (t: TestApp): SandboxProvider => {
  if (!isSandboxProvider(t.deps.payments)) throw new Error('the test app does not run the sandbox provider');
  return t.deps.payments;
};

export const checkoutInput = (price: Price = MONTHLY, overrides: Partial<CheckoutInput> = {}): CheckoutInput => ({
  reference: randomUUID(),
  userId: randomUUID(),
  customerEmail: 'member@example.com',
  productTitle: 'Spring brochure',
  price,
  successUrl: 'http://localhost:3000/subscribed?session_id={CHECKOUT_SESSION_ID}&ref_id=p1',
  cancelUrl: 'http://localhost:3000/products/p1',
  ...overrides,
});

/** A card form as the checkout page sends it; a date well in the future unless told. */
export const card = (number: string, expiry = '12/40') => ({
  card_number: number,
  expiry,
  cvc: '7391',
  name: 'Ada Lovelace',
});

export async function payWith(t: TestApp, sessionId: string, number: string, expiry?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/sandbox-checkout/${sessionId}/pay`,
    payload: card(number, expiry),
  });
}

/** A checkout paid with the card that pays; answers its verified form. */
export async function paidCheckout(t: TestApp, price: Price = MONTHLY, number: string = CARDS.pays) {
  const provider: PaymentProvider = t.deps.payments;
  const { id } = await provider.createCheckout(checkoutInput(price));
  const res = await payWith(t, id, number);
  if (res.json().status !== 'paid') throw new Error(`paying answered ${res.body}`);
  const checkout = await provider.retrieveCheckout(id);
  if (!checkout) throw new Error('the paid checkout is unknown');
  return checkout;
}

export interface ReceivedEvent {
  body: string;
  headers: Record<string, string>;
  type: string;
}

/** A webhook that records what the sandbox sends and answers `status` (which a test may change). */
export function recordingWebhook() {
  const received: ReceivedEvent[] = [];
  const state = { status: 200 };
  const send: WebhookSender = async (body, headers) => {
    received.push({ body, headers, type: (JSON.parse(body) as { type: string }).type });
    return state.status;
  };
  return { send, received, state, types: () => received.map((event) => event.type) };
}

export const storedEvents = (t: TestApp) =>
  t.database.db.select().from(sandboxEvents).orderBy(asc(sandboxEvents.created_at), asc(sandboxEvents.id));
