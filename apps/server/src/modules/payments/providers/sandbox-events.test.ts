import { sandboxEvents } from '@stockroom/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build';
import {
  CARDS,
  checkoutInput,
  paidCheckout,
  payWith,
  type ReceivedEvent,
  recordingWebhook,
  sandboxOf,
} from '../../../../test/sandbox-payments';
import { WebhookSignatureError } from '../payment-provider';
import { MAX_DELIVERY_ATTEMPTS } from './sandbox/sandbox-outbox';
import { sandboxWebhookSecret, signEvent } from './sandbox/sandbox-signature';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const parse = (body: string, signature: string | undefined) =>
  t.deps.payments.parseWebhook(Buffer.from(body, 'utf8'), signature);
const secret = () => sandboxWebhookSecret(t.deps.tokens.secret);
const eventsOf = (received: ReceivedEvent[], id: string) => received.filter((event) => event.body.includes(id));

describe('the events the sandbox sends', () => {
  it('sends checkout.session.completed, signed, and parseWebhook maps it to the checkout retrieveCheckout verifies', async () => {
    const webhook = recordingWebhook();
    sandboxOf(t).connectWebhook?.(webhook.send);
    const checkout = await paidCheckout(t);
    await sandboxOf(t).deliverDue();
    const [event] = eventsOf(webhook.received, checkout.sessionId);
    expect(event?.type).toBe('checkout.session.completed');
    expect(event?.headers['content-type']).toBe('application/json');
    expect(event?.headers[t.deps.payments.signatureHeader]).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const body = JSON.parse(event!.body);
    expect(body).toMatchObject({ type: 'checkout.session.completed', created: expect.any(Number) });
    expect(body.id).toMatch(/^evt_sandbox_/);
    const parsed = await parse(event!.body, event!.headers['sandbox-signature']);
    expect(parsed).toEqual({ id: body.id, kind: 'checkout.paid', checkout });
  });

  it('refuses a tampered body, a signature made with another secret, a stale one and none', async () => {
    const webhook = recordingWebhook();
    sandboxOf(t).connectWebhook?.(webhook.send);
    const checkout = await paidCheckout(t);
    await sandboxOf(t).deliverDue();
    const [event] = eventsOf(webhook.received, checkout.sessionId);
    const signature = event!.headers['sandbox-signature'];
    const tampered = event!.body.replace('"amount_total":1999', '"amount_total":1');
    expect(tampered).not.toBe(event!.body);
    await expect(parse(tampered, signature)).rejects.toBeInstanceOf(WebhookSignatureError);
    const foreign = signEvent(event!.body, sandboxWebhookSecret('another-installation-secret-of-length'), new Date());
    await expect(parse(event!.body, foreign)).rejects.toBeInstanceOf(WebhookSignatureError);
    const stale = signEvent(event!.body, secret(), new Date(Date.now() - 6 * 60 * 1000));
    await expect(parse(event!.body, stale)).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(parse(event!.body, undefined)).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(parse(event!.body, 'garbage')).rejects.toBeInstanceOf(WebhookSignatureError);
    // Signed again now with the right secret, the same body is good: only the signature was at fault.
    const fresh = signEvent(event!.body, secret(), new Date(Date.now() - 4 * 60 * 1000));
    await expect(parse(event!.body, fresh)).resolves.toMatchObject({ kind: 'checkout.paid' });
  });

  it('maps an event type it does not act on to other', async () => {
    const body = JSON.stringify({ id: 'evt_sandbox_x', type: 'charge.refunded', created: 1, data: { object: {} } });
    await expect(parse(body, signEvent(body, secret(), new Date()))).resolves.toEqual({
      id: 'evt_sandbox_x',
      kind: 'other',
      type: 'charge.refunded',
    });
  });
});

describe('delivery', () => {
  it('keeps events until a webhook is connected, then delivers each once', async () => {
    const sandbox = sandboxOf(t);
    sandbox.connectWebhook?.(async () => 503);
    const { id } = await sandbox.createCheckout(checkoutInput());
    await payWith(t, id, CARDS.pays);
    await sandbox.deliverDue();
    const [stored] = await t.database.db
      .select()
      .from(sandboxEvents)
      .where(eq(sandboxEvents.type, 'checkout.session.completed'));
    expect(stored).toBeDefined();
    const webhook = recordingWebhook();
    sandbox.connectWebhook?.(webhook.send);
    await sandbox.deliverDue();
    await sandbox.deliverDue();
    expect(eventsOf(webhook.received, id).map((e) => e.type)).toEqual(['checkout.session.completed']);
  });

  it('retries an event the webhook refused or failed on, and stops after the last attempt', async () => {
    const sandbox = sandboxOf(t);
    const webhook = recordingWebhook();
    sandbox.connectWebhook?.(webhook.send);
    await sandbox.deliverDue();
    webhook.state.status = 500;
    const checkout = await paidCheckout(t);
    await sandbox.deliverDue();
    const [event] = eventsOf(webhook.received, checkout.sessionId);
    const eventId = JSON.parse(event!.body).id as string;
    const row = async () => (await t.database.db.select().from(sandboxEvents).where(eq(sandboxEvents.id, eventId)))[0]!;
    const refused = await row();
    expect(refused).toMatchObject({ delivered_at: null });
    expect(refused.attempts).toBeGreaterThanOrEqual(1);

    sandbox.connectWebhook?.(async () => {
      throw new Error('connection reset');
    });
    await sandbox.deliverDue();
    expect(await row()).toMatchObject({ attempts: refused.attempts + 1, delivered_at: null });

    webhook.state.status = 200;
    sandbox.connectWebhook?.(webhook.send);
    await sandbox.deliverDue();
    expect(await row()).toMatchObject({ attempts: refused.attempts + 2, delivered_at: expect.any(Date) });
    await sandbox.deliverDue();
    expect(eventsOf(webhook.received, checkout.sessionId)).toHaveLength(refused.attempts + 1);

    webhook.state.status = 500;
    const doomed = await paidCheckout(t);
    for (let i = 0; i < MAX_DELIVERY_ATTEMPTS + 2; i++) await sandbox.deliverDue();
    expect(eventsOf(webhook.received, doomed.sessionId)).toHaveLength(MAX_DELIVERY_ATTEMPTS);
    webhook.state.status = 200;
  });

  it('sends a new event at once, without retrying a refused one before the timer does', async () => {
    const sandbox = sandboxOf(t);
    const webhook = recordingWebhook();
    sandbox.connectWebhook?.(webhook.send);
    await sandbox.deliverDue();
    webhook.state.status = 500;
    const refused = await paidCheckout(t);
    await sandbox.deliverDue();
    const triesSoFar = eventsOf(webhook.received, refused.sessionId).length;
    webhook.state.status = 200;
    const next = await paidCheckout(t);
    await expect.poll(() => eventsOf(webhook.received, next.sessionId).length).toBe(1);
    expect(eventsOf(webhook.received, refused.sessionId)).toHaveLength(triesSoFar);
    await sandbox.deliverDue();
    expect(eventsOf(webhook.received, refused.sessionId)).toHaveLength(triesSoFar + 1);
  });

  it('signs each attempt at its own time, so a retry long after the event still verifies', async () => {
    const sandbox = sandboxOf(t);
    const webhook = recordingWebhook();
    sandbox.connectWebhook?.(webhook.send);
    const checkout = await paidCheckout(t);
    await sandbox.deliverDue();
    const [event] = eventsOf(webhook.received, checkout.sessionId);
    await t.database.db
      .update(sandboxEvents)
      .set({ delivered_at: null })
      .where(eq(sandboxEvents.id, JSON.parse(event!.body).id));
    await sandbox.deliverDue();
    const [, retried] = eventsOf(webhook.received, checkout.sessionId);
    expect(retried?.body).toBe(event?.body);
    await expect(parse(retried!.body, retried!.headers['sandbox-signature'])).resolves.toMatchObject({
      kind: 'checkout.paid',
    });
  });
});
