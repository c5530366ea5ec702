/**
 * POST /api/products/{id}/info (DESIGN §1.3, §1.9): a member who may see the product asks the
 * administrators, who are e-mailed; a product the member may not see is 404; limited per member.
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

describe('POST /api/products/{id}/info', () => {
  it('e-mails every admin with the member, their address, the message and a link', async () => {
    const res = await ask(ids.gated as string, 'gated', { message: 'Can we use it for the spring fair?' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ sent: true });
    const [mail] = await mailTo(c.db, ADMIN_ADDRESS);
    expect(mail?.subject).toBe('Gail Gated asks for more information about Locked toolkit');
    expect(mail?.text_body).toContain('gail@example.com');
    expect(mail?.text_body).toContain('Can we use it for the spring fair?');
    expect(mail?.text_body).toContain(`${c.t.config.publicBaseUrl}/admin/products`);
  });

  it('accepts a request without a body', async () => {
    const before = (await mailTo(c.db, ADMIN_ADDRESS)).length;
    const res = await ask(ids.gated as string, 'yes');
    expect(res.statusCode).toBe(202);
    const after = await mailTo(c.db, ADMIN_ADDRESS);
    expect(after).toHaveLength(before + 1);
    expect(after[0]?.subject).toBe('Test asks for more information about Locked toolkit');
  });

  it('answers 404 for a product the member may not see, a draft, or one in no visible category', async () => {
    expect((await ask(ids.gated as string, 'no')).statusCode).toBe(404);
    expect((await ask(ids.draft as string, 'yes')).statusCode).toBe(404);
    expect((await ask(ids.orphan as string, 'yes')).statusCode).toBe(404);
    expect((await ask('00000000-0000-4000-8000-000000000000', 'yes')).statusCode).toBe(404);
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
