/**
 * Reading requests (DESIGN §1.2, §1.9): a member reads their own, newest first and a page at a
 * time; another member's request does not exist for them; admins read any. The record keeps what
 * it can when the product, the file's access or an admin goes away.
 */
import { users } from '@stockroom/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount } from '../../../test/accounts';
import { MISSING_ID } from '../../../test/build';
import { buildRequests, type RequestsFixture } from '../../../test/requests';

let r: RequestsFixture;
let product: { id: string };
const mine: string[] = [];
let othersId: string;

beforeAll(async () => {
  r = await buildRequests();
  product = await r.product();
  for (const description of ['First', 'Second', 'Third']) {
    const res = await r.send({ ...r.basic, description });
    mine.push(res.json().id);
  }
  othersId = (await r.send({ ...r.basic, description: 'Not yours' }, r.members.gated.headers)).json().id;
});
afterAll(() => r.t.close());

describe("a member's requests", () => {
  it('lists only their own, newest first, a page at a time', async () => {
    const first = await r.myRequests(r.members.yes.headers, '?page_size=2');
    expect(first.count).toBe(3);
    expect(first.dataset.map((x) => x.description)).toEqual(['Third', 'Second']);
    const second = await r.myRequests(r.members.yes.headers, '?page_size=2&page=2');
    expect(second.dataset.map((x) => x.description)).toEqual(['First']);
    const theirs = await r.myRequests(r.members.gated.headers);
    expect(theirs.dataset.map((x) => x.id)).toEqual([othersId]);
  });

  it("answers 404 for another member's request and its mailing list, as for one that does not exist", async () => {
    for (const url of [`/api/requests/${othersId}`, `/api/requests/${othersId}/mailing-list`]) {
      const res = await r.call('GET', url, r.members.yes.headers);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Request not found');
    }
    expect((await r.call('GET', `/api/requests/${MISSING_ID}`, r.members.yes.headers)).statusCode).toBe(404);
  });

  it("lets an admin read any member's request and its mailing list", async () => {
    const res = await r.call('GET', `/api/requests/${othersId}`, r.queueAdmin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: othersId, description: 'Not yours', member: { username: 'custom-gated' } });
    const list = await r.call('GET', `/api/requests/${othersId}/mailing-list`, r.queueAdmin.headers);
    expect(list.statusCode).toBe(200);
  });

  it('answers a request without addresses a mailing list of just the header row', async () => {
    const res = await r.call('GET', `/api/requests/${mine[0]}/mailing-list`, r.members.yes.headers);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.body).toBe('\ufeffname,company,address_line1,address_line2,city,state,zip_code,country\r\n');
  });
});

describe('a record whose surroundings changed', () => {
  it('names "Stockroom" for a move by an admin whose account is gone', async () => {
    const [id] = mine;
    await insertAccount(r.db, { username: 'passing-admin', is_admin: true, first_name: 'Pat' });
    const passing = await r.t.sessionFor('passing-admin');
    const moved = await r.call('PUT', `/api/admin/requests/${id}/status`, passing.headers, { status: 'in_progress' });
    expect(moved.json().history.map((e: { changed_by: string }) => e.changed_by)).toEqual(['Yara Yes', 'Pat']);
    await r.db.delete(users).where(eq(users.id, passing.userId));
    const res = await r.call('GET', `/api/requests/${id}`, r.members.yes.headers);
    expect(res.json().history).toMatchObject([
      { status: 'new', changed_by: 'Yara Yes' },
      { status: 'in_progress', changed_by: 'Stockroom' },
    ]);
  });

  it('keeps a request whose product was deleted, with no product title', async () => {
    const gone = await r.product();
    const id = (await r.send({ ...r.basic, product_id: gone.id })).json().id;
    expect((await r.call('DELETE', `/api/products/${gone.id}`, r.admin.headers)).statusCode).toBe(200);
    const res = await r.call('GET', `/api/requests/${id}`, r.members.yes.headers);
    expect(res.json()).toMatchObject({ product_id: null, product_title: '' });
  });

  it("withholds the file's address from a member who lost access to the product, not from admins", async () => {
    const download = await r.readyDownload(product.id, r.members.yes.headers);
    const id = (await r.send({ ...r.basic, transaction_id: download.id })).json().id;
    const before = await r.call('GET', `/api/requests/${id}`, r.members.yes.headers);
    expect(before.json().asset).toMatchObject({ file_name: download.file_name });
    await r.call('PUT', `/api/products/${product.id}`, r.admin.headers, { is_draft: true });
    const after = await r.call('GET', `/api/requests/${id}`, r.members.yes.headers);
    expect(after.json()).toMatchObject({ product_id: product.id, asset: null });
    const admin = await r.call('GET', `/api/requests/${id}`, r.queueAdmin.headers);
    expect(admin.json().asset).toMatchObject({ file_name: download.file_name });
    await r.call('PUT', `/api/products/${product.id}`, r.admin.headers, { is_draft: false });
  });
});
