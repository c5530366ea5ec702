/**
 * Events of making and asking (DESIGN §1.10) recorded where they happen: a project started, an
 * export's download made ready, a request sent and a subscription that became active (once,
 * whichever of the completion call and the provider's event comes first); none for an administrator.
 */
import { events, userGroups } from '@stockroom/db';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPayments, type Payments } from '../../../test/payments';
import { buildRequests, type RequestsFixture } from '../../../test/requests';

/** The events written since `from` (an id), after the writer's batch is flushed. */
async function written(db: Payments['db'], flush: () => Promise<void>, from = 0) {
  await flush();
  return db.select().from(events).where(sql`${events.id} > ${from}`).orderBy(asc(events.id));
}

const groupsOf = async (db: Payments['db'], userId: string) =>
  (await db.select().from(userGroups).where(eq(userGroups.user_id, userId))).map((r) => r.group_id);

describe('customizations, downloads and requests', () => {
  let r: RequestsFixture;
  const rows = (from = 0) => written(r.db, r.t.deps.events.flush, from);
  const lastId = async () => (await rows()).at(-1)?.id ?? 0;
  beforeAll(async () => {
    r = await buildRequests();
  });
  afterAll(() => r.t.close());

  it('records a customization when a member starts a project, and not when they reopen it', async () => {
    const { id } = await r.product();
    const from = await lastId();
    const member = r.members.yes;
    const first = await r.open(id, member.headers);
    const again = await r.open(id, member.headers);
    expect(again.project_id).toBe(first.project_id);
    expect(await rows(from)).toEqual([
      expect.objectContaining({
        kind: 'customization',
        user_id: member.userId,
        group_ids: await groupsOf(r.db, member.userId),
        product_id: id,
        category_ids: [r.category],
        provider_ids: [r.provider],
        template_id: r.template.id,
      }),
    ]);
  });

  it("records one download when a member's export is ready", async () => {
    const { id } = await r.product();
    const member = r.members.yes;
    await r.open(id, member.headers);
    const from = await lastId();
    const ready = await r.readyDownload(id, member.headers);
    // The job counts the download just after it marks the export ready: wait for its batch.
    let downloads = (await rows(from)).filter((e) => e.kind === 'download');
    while (downloads.length === 0) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      downloads = (await rows(from)).filter((e) => e.kind === 'download');
    }
    expect(ready.product_id).toBe(id);
    expect(downloads).toEqual([
      expect.objectContaining({
        user_id: member.userId,
        product_id: id,
        category_ids: [r.category],
        provider_ids: [r.provider],
        template_id: r.template.id,
      }),
    ]);
    // Reading the download again is the same download.
    expect((await r.call('GET', `/api/transaction/${ready.id}`, member.headers)).statusCode).toBe(200);
    expect((await rows(from)).filter((e) => e.kind === 'download')).toHaveLength(1);
  });

  it('records a request with the product it is about, and one about no product', async () => {
    const { id } = await r.product();
    const member = r.members.yes;
    const from = await lastId();
    expect((await r.send({ ...r.basic, product_id: id })).statusCode).toBe(201);
    expect((await r.send(r.basic)).statusCode).toBe(201);
    expect(await rows(from)).toEqual([
      expect.objectContaining({
        kind: 'request',
        user_id: member.userId,
        group_ids: await groupsOf(r.db, member.userId),
        product_id: id,
        category_ids: [r.category],
        provider_ids: [r.provider],
      }),
      expect.objectContaining({ kind: 'request', user_id: member.userId, product_id: null, category_ids: [] }),
    ]);
  });

  it('records a request for more information on a product', async () => {
    const { id } = await r.product();
    const from = await lastId();
    const res = await r.call('POST', `/api/products/${id}/info`, r.members.yes.headers, { message: 'Sizes?' });
    expect(res.statusCode, res.body).toBe(202);
    expect(await rows(from)).toEqual([expect.objectContaining({ kind: 'request', product_id: id })]);
  });

  it('records nothing when an administrator customizes, exports or asks', async () => {
    const { id } = await r.product();
    const from = await lastId();
    await r.readyDownload(id, r.queueAdmin.headers);
    await r.call('POST', `/api/products/${id}/info`, r.queueAdmin.headers, {});
    // A member's export made after the administrator's: once its download is counted, the
    // administrator's would have been too.
    await r.readyDownload(id, r.members.gated.headers);
    let seen = await rows(from);
    while (!seen.some((e) => e.kind === 'download')) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      seen = await rows(from);
    }
    expect(seen.map((e) => [e.kind, e.user_id])).toEqual([
      ['customization', r.members.gated.userId],
      ['download', r.members.gated.userId],
    ]);
  });
});

describe('subscriptions', () => {
  let p: Payments;
  const rows = (from = 0) => written(p.db, p.t.deps.events.flush, from);
  const lastId = async () => (await rows()).at(-1)?.id ?? 0;
  beforeAll(async () => {
    p = await buildPayments();
  });
  afterAll(() => p.t.close());

  const subscriptionEvents = async (from: number) => (await rows(from)).filter((e) => e.kind === 'subscription');

  it('records one subscription when the completion call activates it, and none for the repeats after', async () => {
    const product = await p.lockedProduct();
    const from = await lastId();
    const sessionId = await p.checkout(p.as.gated, product);
    expect((await p.complete(p.as.gated, sessionId, product)).json().created).toBe(true);
    // The provider's own report of the payment, then the member's browser completing again.
    const { statuses } = await p.deliverHeld();
    expect(statuses).not.toHaveLength(0);
    expect((await p.complete(p.as.gated, sessionId, product)).json().created).toBe(false);
    expect(await subscriptionEvents(from)).toEqual([
      expect.objectContaining({
        user_id: p.members.gated.userId,
        group_ids: await groupsOf(p.db, p.members.gated.userId),
        product_id: product,
        category_ids: [p.category],
        provider_ids: [p.provider],
      }),
    ]);
  });

  it("records one subscription when the provider's event activates it, however often it is sent", async () => {
    const product = await p.lockedProduct();
    const from = await lastId();
    const sessionId = await p.checkout(p.as.other, product);
    await p.sandbox.deliverDue();
    const sent = [...p.held.received];
    expect(sent.map((e) => e.type)).toContain('checkout.session.completed');
    await p.deliverHeld();
    p.held.received.push(...sent);
    expect((await p.deliverHeld()).statuses.every((s) => s === 200)).toBe(true);
    expect((await p.complete(p.as.other, sessionId, product)).json().created).toBe(false);
    const subs = await subscriptionEvents(from);
    expect(subs.map((e) => [e.user_id, e.product_id])).toEqual([
      [(await p.t.sessionFor('other-gated')).userId, product],
    ]);
  });
});
