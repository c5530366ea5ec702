/**
 * POST /api/products/{id}/info (DESIGN §1.3, §1.9): a member who may see the product asks the
 * administrators: it is stored as an info request, which they are e-mailed about and see in their
 * queue; a product the member may not see is 404; limited per member.
 */
import { users } from '@stockroom/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount } from '../../../test/accounts';
import { mailTo } from '../../../test/mail';
import { buildCatalogue, type Catalogue, type Level } from '../../../test/member-catalogue';

let c: Catalogue;
const ids: Record<string, string> = {};
const ADMIN_ADDRESS = 'info-admin@example.com';

beforeAll(async () => {
  c = await buildCatalogue();
  await insertAccount(c.db, { username: 'info-admin', is_admin: true, email_address: ADMIN_ADDRESS });
  await c.db
    .update(users)
    .set({ first_name: 'Gail', last_name: 'Gated', email_address: 'gail@example.com' })
    .where(eq(users.username, 'access-gated'));
  ids.gated = await c.product({ title: 'Locked toolkit', is_gated: true }, [c.cat.alpha]);
  ids.draft = await c.product({ title: 'Unfinished toolkit', is_draft: true }, [c.cat.alpha]);
  ids.orphan = await c.product({ title: 'Lost toolkit' }, [c.cat.orphan]);
});
afterAll(() => c.t.close());

const ask = (id: string, level: Level | 'none', payload?: object) =>
  c.t.app.inject({
    method: 'POST',
    url: `/api/products/${id}/info`,
    headers: level === 'none' ? {} : c.as[level],
    ...(payload !== undefined && { payload }),
  });

const myRequests = async (level: Level) =>
  (await c.t.app.inject({ method: 'GET', url: '/api/requests', headers: c.as[level] })).json();

describe('POST /api/products/{id}/info', () => {
  it('e-mails every admin with the member, their address, the message and a link to the request', async () => {
    const res = await ask(ids.gated as string, 'gated', { message: 'Can we use it for the spring fair?' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ sent: true });
    const [mail] = await mailTo(c.db, ADMIN_ADDRESS);
    expect(mail?.subject).toBe('New request from Gail Gated: Locked toolkit');
    expect(mail?.text_body).toContain('Gail Gated (access-gated, gail@example.com) asks for more information about');
    expect(mail?.text_body).toContain('Can we use it for the spring fair?');
    const [request] = (await myRequests('gated')).dataset;
    expect(mail?.text_body).toContain(`${c.t.config.publicBaseUrl}/admin/requests/${request.id}`);
  });

  it("stores the question as an info request in the member's name, which the member and the admins see", async () => {
    const { dataset } = await myRequests('gated');
    expect(dataset[0]).toMatchObject({
      type: 'info',
      status: 'new',
      first_name: 'Gail',
      last_name: 'Gated',
      email: 'gail@example.com',
      description: 'Can we use it for the spring fair?',
      product_id: ids.gated,
      product_title: 'Locked toolkit',
      is_direct_mail: false,
      history: [{ status: 'new', changed_by: 'Gail Gated' }],
    });
    const queue = await c.t.app.inject({
      method: 'GET',
      url: '/api/admin/requests?type=info&search=gail',
      headers: (await c.t.sessionFor('admin')).headers,
    });
    expect(queue.json().dataset.map((r: { id: string }) => r.id)).toContain(dataset[0].id);
  });

  it('accepts a request without a body, saying what the member asks', async () => {
    const before = (await mailTo(c.db, ADMIN_ADDRESS)).length;
    const res = await ask(ids.gated as string, 'yes');
    expect(res.statusCode).toBe(202);
    const after = await mailTo(c.db, ADMIN_ADDRESS);
    expect(after).toHaveLength(before + 1);
    expect(after[0]?.subject).toBe('New request from Test: Locked toolkit');
    expect(after[0]?.text_body).not.toContain('Their message');
    const [request] = (await myRequests('yes')).dataset;
    expect(request.description).toBe('Asks for more information about Locked toolkit');
  });

  it('answers 404 for a product the member may not see, a draft, or one in no visible category, storing nothing', async () => {
    const before = (await myRequests('yes')).count;
    expect((await ask(ids.gated as string, 'no')).statusCode).toBe(404);
    expect((await ask(ids.draft as string, 'yes')).statusCode).toBe(404);
    expect((await ask(ids.orphan as string, 'yes')).statusCode).toBe(404);
    expect((await ask('00000000-0000-4000-8000-000000000000', 'yes')).statusCode).toBe(404);
    expect((await myRequests('no')).count).toBe(0);
    expect((await myRequests('yes')).count).toBe(before);
  });

  it.each([
    ['a message over 2000 characters', ids, { message: 'x'.repeat(2001) }],
    ['a message that is not text', ids, { message: 42 }],
  ])('refuses %s with 400', async (_name, _ids, payload) => {
    expect((await ask(ids.gated as string, 'yes', payload)).statusCode).toBe(400);
  });

  it('refuses a malformed id with 400', async () => {
    expect((await ask('not-an-id', 'yes')).statusCode).toBe(400);
  });

  it('answers 401 without a token', async () => {
    expect((await ask(ids.gated as string, 'none')).statusCode).toBe(401);
  });

  it('limits each member to 10 requests an hour', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await ask(ids.gated as string, 'gated')).statusCode);
    // One request went earlier in this file.
    expect(statuses.filter((s) => s === 202)).toHaveLength(9);
    expect(statuses.at(-1)).toBe(429);
  });
});
