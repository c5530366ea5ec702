/**
 * Subscriptions against the real sandbox provider: the customization fixture's members (no, gated,
 * yes on one provider) and a second gated member, locked template products with a price, and a
 * helper per step a member takes. The sandbox's events are held by default (answered 200 and kept),
 * so a test decides whether the provider's event or the completion call arrives first.
 */
import type { Price } from '@stockroom/contract';
import { expect } from 'vitest';
import type { Config } from '../src/config';
import type { WebhookSender } from '../src/modules/payments/payment-provider';
import { webhookSender } from '../src/modules/payments/webhook.routes';
import { insertAccount } from './accounts';
import { createGroup } from './catalogue';
import { buildCustomization } from './customization';
import { CARDS, MONTHLY, payWith, recordingWebhook, sandboxOf } from './sandbox-payments';

export { CARDS, MONTHLY, ONCE, YEARLY } from './sandbox-payments';

type Headers = Record<string, string>;

export async function buildPayments(overrides: Partial<Config> = {}) {
  const c = await buildCustomization(overrides);
  const { t, db } = c;
  const otherId = await insertAccount(db, { username: 'other-gated', email_address: 'other@example.com' });
  await createGroup(db, 'other-gated', [{ id: c.provider, permission: 1 }], [otherId]);
  const as = {
    gated: c.members.gated.headers as Headers,
    other: (await t.sessionFor('other-gated')).headers as Headers,
    yes: c.members.yes.headers as Headers,
    no: c.members.no.headers as Headers,
    admin: c.admin.headers as Headers,
    anonymous: {} as Headers,
  };
  const sandbox = sandboxOf(t);
  const connect = (send: WebhookSender) => {
    if (!sandbox.connectWebhook) throw new Error('the sandbox takes no webhook');
    sandbox.connectWebhook(send);
  };
  const held = recordingWebhook();
  connect(held.send);

  /** A locked template product with files, for sale at `price` unless told otherwise. */
  async function lockedProduct(price: Price | null = MONTHLY, fields: Record<string, unknown> = {}) {
    const { id } = await c.product({
      is_gated: true,
      price,
      article_file_path: 'guide.pdf',
      bundle_download_url: 'bundle.zip',
      ...fields,
    });
    return id;
  }

  const post = (url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers, ...(payload && { payload }) });
  const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });

  const subscribe = (headers: Headers, id: string) => post('/api/subscribe', headers, { id });
  const complete = (headers: Headers, sessionId: string, refId: string) =>
    post('/api/payment/complete-subscription', headers, { session_id: sessionId, ref_id: refId });

  /** Subscribes and pays on the sandbox's page with `card`; answers the session id. */
  async function checkout(headers: Headers, productId: string, card: string = CARDS.pays) {
    const res = await subscribe(headers, productId);
    expect(res.statusCode, res.body).toBe(200);
    const sessionId = res.json().session_id as string;
    await payWith(t, sessionId, card);
    return sessionId;
  }

  /** Subscribes, pays with the card that pays and completes; answers the completion's body. */
  async function subscribed(headers: Headers, productId: string) {
    const sessionId = await checkout(headers, productId);
    const res = await complete(headers, sessionId, productId);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  /** Sends the events the sandbox has sent so far to the webhook route, in order, as it signed them. */
  async function deliverHeld() {
    await sandbox.deliverDue();
    const events = held.received.splice(0);
    const statuses: number[] = [];
    for (const event of events) statuses.push(await webhookSender(t.app)(event.body, event.headers));
    return { statuses, types: events.map((e) => e.type) };
  }

  /** Lets the sandbox deliver straight to the webhook route from now on, and waits for what is due. */
  async function connectWebhookRoute() {
    connect(webhookSender(t.app));
    await sandbox.deliverDue();
  }

  /** Holds the sandbox's events again (after `connectWebhookRoute`). */
  const holdEvents = () => connect(held.send);

  /** Whether the member gets the product's files (not the locked product's blanks). */
  async function unlocked(headers: Headers, productId: string) {
    const res = await get(`/api/products/${productId}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().bundle_download_url !== '';
  }

  return {
    ...c,
    as,
    sandbox,
    held,
    lockedProduct,
    post,
    get,
    subscribe,
    complete,
    checkout,
    subscribed,
    deliverHeld,
    connectWebhookRoute,
    holdEvents,
    unlocked,
  };
}
export type Payments = Awaited<ReturnType<typeof buildPayments>>;
