import { sandboxCheckouts, sandboxEvents, sandboxSubscriptions } from '@stockroom/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build';
import {
  CARDS,
  card,
  checkoutInput,
  MONTHLY,
  ONCE,
  payWith,
  recordingWebhook,
  sandboxOf,
  YEARLY,
} from '../../../../test/sandbox-payments';
import { addInterval } from './sandbox/sandbox-periods';

let t: TestApp;
const webhook = recordingWebhook();
beforeAll(async () => {
  t = await buildTestApp();
  sandboxOf(t).connectWebhook?.(webhook.send);
});
afterAll(() => t.close());

const open = (price = MONTHLY) => t.deps.payments.createCheckout(checkoutInput(price));
const view = (id: string) => t.app.inject({ method: 'GET', url: `/api/sandbox-checkout/${id}` });
const confirm = (id: string, approve: boolean) =>
  t.app.inject({ method: 'POST', url: `/api/sandbox-checkout/${id}/confirm`, payload: { approve } });
const ahead = (interval: 'month' | 'year') => addInterval(new Date(), interval).getTime();

describe('opening a checkout', () => {
  it('answers a session id and the address of the sandbox checkout page', async () => {
    const checkout = await open();
    expect(checkout.id).toMatch(/^cs_sandbox_[A-Za-z0-9_-]{24}$/);
    expect(checkout.url).toBe(`${t.config.publicBaseUrl}/checkout/${checkout.id}`);
  });

  it('shows the page the product, price and e-mail, and no way back to success before paying', async () => {
    const { id } = await open(YEARLY);
    const res = await view(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      session_id: id,
      product_title: 'Spring brochure',
      customer_email: 'member@example.com',
      price: YEARLY,
      status: 'open',
      message: '',
      cancel_url: 'http://localhost:3000/products/p1',
      success_url: '',
    });
    expect(await t.deps.payments.retrieveCheckout(id)).toMatchObject({ status: 'open', paymentId: null });
  });

  it('answers 404 for a session it never opened, on the page and through the provider', async () => {
    expect((await view('cs_sandbox_nothing_here')).statusCode).toBe(404);
    expect((await payWith(t, 'cs_sandbox_nothing_here', CARDS.pays)).statusCode).toBe(404);
    expect(await t.deps.payments.retrieveCheckout('cs_sandbox_nothing_here')).toBeNull();
  });
});

describe('paying', () => {
  it('takes the card that pays, opens a monthly subscription and sends the member to success', async () => {
    const { id } = await open();
    const res = await payWith(t, id, CARDS.pays);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'paid', message: '' });
    expect(res.json().success_url).toBe(`http://localhost:3000/subscribed?session_id=${id}&ref_id=p1`);
    const verified = await t.deps.payments.retrieveCheckout(id);
    expect(verified).toMatchObject({ sessionId: id, status: 'paid', amount: 1999, currency: 'usd' });
    expect(verified?.paymentId).toMatch(/^pi_sandbox_/);
    expect(verified?.subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    expect(verified?.subscription?.id).toMatch(/^sub_sandbox_/);
    expect(Math.abs(verified!.subscription!.currentPeriodEnd.getTime() - ahead('month'))).toBeLessThan(60_000);
  });

  it('runs a yearly subscription a year and a one-time payment without any subscription', async () => {
    const yearly = await open(YEARLY);
    await payWith(t, yearly.id, CARDS.pays);
    const verifiedYearly = await t.deps.payments.retrieveCheckout(yearly.id);
    expect(Math.abs(verifiedYearly!.subscription!.currentPeriodEnd.getTime() - ahead('year'))).toBeLessThan(60_000);
    const once = await open(ONCE);
    await payWith(t, once.id, CARDS.pays);
    expect(await t.deps.payments.retrieveCheckout(once.id)).toMatchObject({ status: 'paid', subscription: null });
  });

  it('declines the declining card with its message and lets another card pay', async () => {
    const { id } = await open();
    const declined = await payWith(t, id, CARDS.declined);
    expect(declined.json()).toMatchObject({ status: 'declined', message: 'Your card was declined.', success_url: '' });
    expect(await t.deps.payments.retrieveCheckout(id)).toMatchObject({ status: 'open', paymentId: null });
    expect((await payWith(t, id, CARDS.pays)).json().status).toBe('paid');
  });

  it('refuses a number that fails the checksum, an expired card and numbers that are not test cards', async () => {
    const { id } = await open();
    expect((await payWith(t, id, '4242 4242 4242 4241')).json()).toMatchObject({
      status: 'declined',
      message: 'Your card number is incorrect.',
    });
    expect((await payWith(t, id, CARDS.pays, '01/20')).json()).toMatchObject({
      status: 'declined',
      message: 'Your card has expired.',
    });
    const other = (await payWith(t, id, '4111 1111 1111 1111')).json();
    expect(other.status).toBe('declined');
    expect(other.message).toMatch(/^The sandbox takes only its test cards/);
    expect(await t.deps.payments.retrieveCheckout(id)).toMatchObject({ status: 'open' });
  });

  it('names the field of a card form it cannot read, with 400', async () => {
    const { id } = await open();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/sandbox-checkout/${id}/pay`,
      payload: { ...card(CARDS.pays), expiry: '13/30' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([expect.objectContaining({ path: 'expiry' })]);
  });

  it('charges a paid checkout once: paying again changes nothing', async () => {
    const { id } = await open();
    await payWith(t, id, CARDS.pays);
    const first = await t.deps.payments.retrieveCheckout(id);
    const again = await payWith(t, id, CARDS.declined);
    expect(again.json()).toMatchObject({ status: 'paid', message: '' });
    expect(await t.deps.payments.retrieveCheckout(id)).toEqual(first);
    const events = await t.database.db
      .select()
      .from(sandboxEvents)
      .where(sql`${sandboxEvents.payload} like ${`%${id}%`}`);
    expect(events.map((e) => e.type)).toEqual(['checkout.session.completed']);
    const subscriptions = await t.database.db
      .select()
      .from(sandboxSubscriptions)
      .where(eq(sandboxSubscriptions.checkout_id, id));
    expect(subscriptions).toHaveLength(1);
  });

  it('charges once when two payments of the same checkout race', async () => {
    const { id } = await open();
    const answers = await Promise.all([payWith(t, id, CARDS.pays), payWith(t, id, CARDS.pays)]);
    expect(answers.map((res) => res.json().status)).toEqual(['paid', 'paid']);
    const subscriptions = await t.database.db
      .select()
      .from(sandboxSubscriptions)
      .where(eq(sandboxSubscriptions.checkout_id, id));
    expect(subscriptions).toHaveLength(1);
  });

  it('keeps only the last four digits: no card number or CVC in its books', async () => {
    const { id } = await open();
    await payWith(t, id, CARDS.pays);
    const [row] = await t.database.db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.id, id));
    expect(row?.card_last4).toBe('4242');
    const books = JSON.stringify([
      row,
      await t.database.db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.checkout_id, id)),
      await t.database.db.select().from(sandboxEvents),
    ]);
    expect(books).toContain(id);
    expect(books).not.toContain('4242424242424242');
    expect(books).not.toContain('4242 4242 4242 4242');
    expect(books).not.toContain('7391');
  });
});

describe("the bank's second step", () => {
  it('waits for the bank on the second-step card, and pays once approved', async () => {
    const { id } = await open();
    expect((await payWith(t, id, CARDS.secondStep)).json()).toMatchObject({ status: 'requires_action', message: '' });
    expect(await t.deps.payments.retrieveCheckout(id)).toMatchObject({ status: 'open' });
    const approved = await confirm(id, true);
    expect(approved.json()).toMatchObject({ status: 'paid' });
    expect(approved.json().success_url).toContain(id);
    expect(await t.deps.payments.retrieveCheckout(id)).toMatchObject({ status: 'paid' });
  });

  it('declines when the bank check fails, and the member may try again', async () => {
    const { id } = await open();
    await payWith(t, id, CARDS.secondStep);
    expect((await confirm(id, false)).json()).toMatchObject({
      status: 'declined',
      message: 'The bank could not verify the payment.',
    });
    expect(await t.deps.payments.retrieveCheckout(id)).toMatchObject({ status: 'open', paymentId: null });
    expect((await payWith(t, id, CARDS.pays)).json().status).toBe('paid');
  });

  it('refuses a bank answer when no bank check is waiting', async () => {
    const { id } = await open();
    const res = await confirm(id, true);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/No bank check is waiting/);
    expect(await t.deps.payments.retrieveCheckout(id)).toMatchObject({ status: 'open' });
  });
});

describe('an expired checkout', () => {
  it('cannot be paid after 24 hours, and says so', async () => {
    const { id } = await open();
    await t.database.db
      .update(sandboxCheckouts)
      .set({ created_at: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(sandboxCheckouts.id, id));
    const res = await payWith(t, id, CARDS.pays);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'expired', success_url: '' });
    expect(res.json().message).toMatch(/24 hours/);
    expect((await view(id)).json().status).toBe('expired');
    expect(await t.deps.payments.retrieveCheckout(id)).toMatchObject({ status: 'expired', paymentId: null });
  });
});
