import { adminActivity, users } from '@stockroom/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type CallArgs, injectInto, type TestApp } from '../../../test/build';
import { createProvider } from '../../../test/catalogue';

let t: TestApp;
let admin: Record<string, string>;
let adminId: string;
let member: Record<string, string>;
let memberId: string;
beforeAll(async () => {
  t = await buildTestApp();
  const session = await t.sessionFor('admin');
  admin = session.headers;
  adminId = session.userId;
  const memberSession = await t.sessionFor('member');
  member = memberSession.headers;
  memberId = memberSession.userId;
});
afterAll(() => t.close());

const call = (...args: CallArgs) => injectInto(t.app, ...args);

interface Entry {
  id: string;
  at: string;
  actor_id: string | null;
  actor_username: string;
  action: string;
  record_type: string;
  record_id: string;
  record_label: string;
  changes: Record<string, { before?: unknown; after?: unknown; added?: string[]; removed?: string[] }>;
}
const log = async (query = '') => {
  const res = await call('GET', `/api/admin/activity${query}`, admin);
  expect(res.statusCode).toBe(200);
  return res.json() as { count: number; dataset: Entry[] };
};
/** The entries of one record, oldest first. */
const historyOf = async (type: string, id: string) =>
  (await log(`?record_type=${type}&record_id=${id}&page_size=100`)).dataset.reverse();

describe('the activity log', () => {
  it('records who created, renamed and deleted a tag, with each field before and after', async () => {
    const created = await call('POST', '/api/tags', admin, { name: 'Print', description: 'Flyers' });
    const id = created.json().id as string;
    await call('PUT', `/api/tags/${id}`, admin, { name: 'Print ads' });
    await call('DELETE', `/api/tags/${id}`, admin);

    const [create, rename, remove] = await historyOf('tag', id);
    expect(create).toMatchObject({
      actor_id: adminId,
      actor_username: 'admin',
      action: 'create',
      record_label: 'Print',
    });
    expect(create?.changes.name).toEqual({ before: null, after: 'Print' });
    expect(create?.changes.description).toEqual({ before: null, after: 'Flyers' });
    // A new record shows the fields it was given, not the empty ones.
    expect(create?.changes).not.toHaveProperty('description_bold');
    expect(rename).toMatchObject({ action: 'update', record_label: 'Print ads' });
    // Only what changed: the renamed tag's slug follows its name; its description is untouched.
    expect(rename?.changes).toEqual({
      name: { before: 'Print', after: 'Print ads' },
      slug: { before: 'print', after: 'print-ads' },
    });
    expect(remove).toMatchObject({ action: 'delete', record_label: 'Print ads' });
  });

  it('shows a change of links as what was added and removed, once per request', async () => {
    const [a, b] = [await createProvider(t.database.db, 'Linked A'), await createProvider(t.database.db, 'Linked B')];
    const created = await call('POST', '/api/groups', admin, {
      name: 'Dealers',
      content_providers: [{ id: a, permission: 2 }],
    });
    const id = created.json().id as string;
    await call('PUT', `/api/groups/${id}`, admin, {
      name: 'Dealers',
      update_content_providers: [
        { id: a, permission: 2 },
        { id: b, permission: 1 },
      ],
    });
    await call('POST', `/api/user/${memberId}/add/${id}`, admin);

    const [create, relink] = await historyOf('group', id);
    expect(create?.changes.content_providers).toEqual({ added: [a], removed: [] });
    // Every link was replaced, but only one was new: the log says so.
    expect(relink?.changes).toEqual({ content_providers: { added: [b], removed: [] } });
    const joined = (await historyOf('user', memberId)).at(-1);
    expect(joined).toMatchObject({ action: 'update', record_label: 'member', actor_username: 'admin' });
    expect(joined?.changes).toEqual({ groups: { added: [id], removed: [] } });
  });

  it('keeps secrets and derived data out of a user’s change', async () => {
    const res = await call('PUT', `/api/user/${memberId}`, admin, { first_name: 'Quinn' });
    expect(res.statusCode).toBe(200);
    const entry = (await historyOf('user', memberId)).at(-1);
    expect(entry?.changes.first_name?.after).toBe('Quinn');
    expect(Object.keys(entry?.changes ?? {})).not.toContain('password_hash');
    expect(Object.keys(entry?.changes ?? {})).not.toContain('updated_at');
  });

  it('records nothing for a member’s own change, and nothing for a change that failed', async () => {
    const before = (await log()).count;
    const own = await call('PUT', `/api/user/${memberId}`, member, { first_name: 'Mo' });
    expect(own.statusCode).toBe(200);
    const refused = await call('POST', '/api/tags', admin, { name: '' });
    expect(refused.statusCode).toBe(400);
    expect((await log()).count).toBe(before);
  });

  it('writes the entry in the change’s own transaction: a change rolled back leaves none', async () => {
    const before = (await log()).count;
    await t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select set_config('stockroom.actor_id', ${adminId}, true)`);
        await tx.update(users).set({ first_name: 'Rolled back' }).where(eq(users.id, memberId));
        expect((await tx.select().from(adminActivity)).length).toBe(before + 1);
        throw new Error('abandon');
      })
      .catch(() => undefined);
    expect((await log()).count).toBe(before);
  });

  it('records a member’s download of a product’s file, one entry each, when the member downloaded it', async () => {
    const created = await call('POST', '/api/products', admin, { title: 'Door hanger pack', product_type: 'asset' });
    expect(created.statusCode, created.body).toBe(201);
    const product = { id: created.json().id as string, title: 'Door hanger pack' };
    const id = product.id;
    const download = { page_route: `/products/${id}`, action: 'download', product_id: id };
    for (const body of [download, download]) {
      expect((await call('POST', '/api/track', member, body)).statusCode).toBe(202);
    }
    // An admin's own download is not a member's.
    expect((await call('POST', '/api/track', admin, download)).statusCode).toBe(202);
    await t.deps.events.flush();
    const page = await log(`?action=download&record_id=${id}`);
    expect(page.dataset.map((e) => [e.actor_username, e.record_type, e.record_label])).toEqual([
      ['member', 'product', product.title],
      ['member', 'product', product.title],
    ]);
  });

  it('filters by person, record and words, pages, and exports the same rows as CSV', async () => {
    await call('POST', '/api/tags', admin, { name: 'Zebra crossing' });
    const found = await log('?search=zebra');
    expect(found.dataset.map((e) => e.record_label)).toEqual(['Zebra crossing']);
    const paged = await log('?page_size=2&page=1');
    expect(paged.dataset).toHaveLength(2);
    expect(paged.count).toBeGreaterThan(2);
    const second = await log('?page_size=2&page=2');
    expect(second.dataset[0]?.id).not.toBe(paged.dataset[0]?.id);
    expect((await log(`?actor_id=${memberId}&action=update`)).count).toBe(0);

    const csv = await call('GET', '/api/admin/activity/export?search=zebra', admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="activity-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = csv.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('When,Who,Action,Record type,Record id,Record,Changes');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('admin,create,tag');
    expect(lines[1]).toContain('name:  → Zebra crossing');
  });

  it('refuses bad filters with 400 naming the field, and members and visitors altogether', async () => {
    for (const [query, field] of [
      ['?page=0', 'page'],
      ['?page_size=1000', 'page_size'],
      ['?actor_id=nope', 'actor_id'],
      ['?record_type=planet', 'record_type'],
      ['?from=2026-02-30', 'from'],
      ['?from=2026-03-02&to=2026-03-01', 'to'],
      [`?search=${'x'.repeat(201)}`, 'search'],
    ] as const) {
      const res = await call('GET', `/api/admin/activity${query}`, admin);
      expect(res.statusCode, query).toBe(400);
      expect(JSON.stringify(res.json()), query).toContain(field);
    }
    expect((await call('GET', '/api/admin/activity', member)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/activity/export')).statusCode).toBe(401);
  });
});
