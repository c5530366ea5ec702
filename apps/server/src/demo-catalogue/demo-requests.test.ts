/**
 * The demo's requests (DESIGN §1.9): seeded with the catalogue, so that the admins' queue and the
 * demo members' /requests show one request in each status, a direct-mail run and an info request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build';
import { seedDemoCatalogue } from './seed-demo-catalogue';

let t: TestApp;
type Row = { id: string; type: string; status: string; member: { username: string }; [key: string]: unknown };
let queue: Row[];

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoCatalogue(t.deps, { firstStart: true });
  const admin = (await t.sessionFor('admin')).headers;
  queue = (await t.app.inject({ method: 'GET', url: '/api/admin/requests?page_size=100', headers: admin })).json()
    .dataset;
}, 120_000);
afterAll(() => t.close());

const mine = async (username: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/requests', headers: (await t.sessionFor(username)).headers })).json();

describe('the demo requests', () => {
  it('fill the queue with one request in each status, newest first', () => {
    expect(queue.map((r) => r.status).sort()).toEqual(['declined', 'done', 'in_progress', 'new', 'new']);
    const times = queue.map((r) => r.created_at as string);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('hold a direct-mail run of the postcard to eight addresses, started by an admin', async () => {
    const run = queue.find((r) => r.type === 'direct_mail');
    expect(run).toMatchObject({
      member: { username: 'member' },
      product_title: 'New Mover Welcome Postcard',
      quantity: 500,
      mailing_list_count: 8,
      status: 'in_progress',
      history: [
        { status: 'new', changed_by: 'Morgan Member' },
        { status: 'in_progress', changed_by: 'Admin', note: 'The print proof is on its way to you.' },
      ],
    });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/requests/${run?.id}/mailing-list`,
      headers: (await t.sessionFor('member')).headers,
    });
    expect(res.body.trim().split('\r\n')).toHaveLength(9);
    expect(res.body).toContain('"Harper, Jamie",,9 Quarry Road,,Stanfordville,NY,12581,');
  });

  it("hold the prospect's question about a locked product, and show each member their own", async () => {
    expect(queue.find((r) => r.type === 'info')).toMatchObject({
      member: { username: 'prospect' },
      product_title: 'Lifestyle Photo Library: Connected Homes',
      status: 'new',
    });
    expect((await mine('prospect')).count).toBe(1);
    expect((await mine('member')).count).toBe(2);
    const full = await mine('fullaccess');
    expect(full.dataset.map((r: Row) => r.status).sort()).toEqual(['declined', 'done']);
  });
});
