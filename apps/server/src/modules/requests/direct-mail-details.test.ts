/**
 * Direct mail sent in the spec's Request shape alone (decision 0021): its quantity and mailing list
 * follow, the request says so to the member and the admins, the member adds them later, and it
 * cannot be done before they are there. Copies and addresses that disagree are a warning.
 */
import { requestAddresses } from '@stockroom/db';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailTo } from '../../../test/mail';
import {
  buildRequests,
  dayFromToday,
  mailingList,
  REQUESTS_ADMIN_ADDRESS,
  type RequestsFixture,
} from '../../../test/requests';

let r: RequestsFixture;
type Headers = Record<string, string>;
let member: Headers;

beforeAll(async () => {
  r = await buildRequests();
  member = r.members.yes.headers;
});
afterAll(() => r.t.close());

/** The spec's Request (spec §3), every field and nothing more. */
const specRequest = {
  first_name: 'Yara',
  last_name: 'Yes',
  email: 'yara@example.com',
  phone_number: '555 0101',
  description: 'Mail our postcard to the new street',
  download_url: '',
  is_direct_mail: true,
};

async function sent(body: object) {
  const res = await r.send(body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const addDetails = (id: string, body: object, headers: Headers = member) =>
  r.call('PUT', `/api/requests/${id}/direct-mail`, headers, body);
const move = (id: string, status: string, note = '') =>
  r.call('PUT', `/api/admin/requests/${id}/status`, r.queueAdmin.headers, { status, note });
const storedAddresses = async (id: string) =>
  (await r.db.select({ n: count() }).from(requestAddresses).where(eq(requestAddresses.request_id, id)))[0]?.n;

describe('direct mail in the spec’s shape', () => {
  it('is accepted with its quantity and mailing list to follow, and the e-mails say so', async () => {
    const record = await sent(specRequest);
    expect(record).toMatchObject({
      type: 'direct_mail',
      is_direct_mail: true,
      quantity: null,
      mailing_list_count: 0,
      missing_details: ['quantity', 'mailing_list'],
      warnings: [],
    });
    const [adminMail] = await mailTo(r.db, REQUESTS_ADMIN_ADDRESS);
    expect(adminMail?.text_body).toContain('Details to follow: the quantity and the mailing list.');
    const read = await r.call('GET', `/api/admin/requests?type=direct_mail`, r.queueAdmin.headers);
    expect(read.json().dataset[0]).toMatchObject({ id: record.id, missing_details: ['quantity', 'mailing_list'] });
  });

  it('needs only what is still missing once part of it came', async () => {
    expect((await sent({ ...specRequest, quantity: 40 })).missing_details).toEqual(['mailing_list']);
    expect((await sent({ ...specRequest, mailing_list_csv: mailingList(2) })).missing_details).toEqual(['quantity']);
    expect((await sent(r.directMail())).missing_details).toEqual([]);
  });
});

describe('copies and addresses that disagree', () => {
  it('are a warning on the request, not a refusal', async () => {
    const over = await sent(r.directMail({ quantity: 500, mailing_list_csv: mailingList(5) }));
    expect(over.warnings).toEqual(['500 copies for 5 addresses: 495 copies are left over after one to each address.']);
    const under = await sent(r.directMail({ quantity: 2, mailing_list_csv: mailingList(5) }));
    expect(under.warnings).toEqual(['2 copies for 5 addresses: 3 addresses get nothing.']);
    expect((await sent(r.directMail({ quantity: 5, mailing_list_csv: mailingList(5) }))).warnings).toEqual([]);
  });
});

describe('adding the details later', () => {
  it('stores them, keeps a history step saying what came, and e-mails the admins', async () => {
    const { id } = await sent(specRequest);
    const before = (await mailTo(r.db, REQUESTS_ADMIN_ADDRESS)).length;
    const res = await addDetails(id, { quantity: 5, mail_date: dayFromToday(7), mailing_list_csv: mailingList(5) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'new',
      quantity: 5,
      mail_date: dayFromToday(7),
      mailing_list_count: 5,
      missing_details: [],
      warnings: [],
    });
    expect(res.json().history.map((e: { status: string; note: string }) => [e.status, e.note])).toEqual([
      ['new', ''],
      ['new', `Added the quantity (5 copies), the mail date (${dayFromToday(7)}), a mailing list of 5 addresses.`],
    ]);
    expect(await storedAddresses(id)).toBe(5);
    const mails = await mailTo(r.db, REQUESTS_ADMIN_ADDRESS);
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]?.subject).toBe('Details added by Yara Yes: Direct mail');
    expect(mails[0]?.text_body).toContain('Addresses: 5');
  });

  it('takes one detail at a time, and a new list replaces the old one', async () => {
    const { id } = await sent({ ...specRequest, mailing_list_csv: mailingList(3) });
    const quantity = await addDetails(id, { quantity: 300 });
    expect(quantity.json()).toMatchObject({ quantity: 300, mailing_list_count: 3, missing_details: [] });
    expect(quantity.json().warnings).toHaveLength(1);
    const replaced = await addDetails(id, { mailing_list_csv: mailingList(2) });
    expect(replaced.json()).toMatchObject({ quantity: 300, mailing_list_count: 2 });
    expect(await storedAddresses(id)).toBe(2);
  });

  it('refuses bad details with 400 naming the field, changing nothing', async () => {
    const { id } = await sent(specRequest);
    for (const [body, field] of [
      [{}, 'quantity'],
      [{ quantity: 0 }, 'quantity'],
      [
        { quantity: 10, mailing_list_csv: 'name,address,city,state,zip\nAnn,1 Main St,Town,ZZ,62701' },
        'mailing_list_csv',
      ],
      [{ quantity: 10, mail_date: dayFromToday(-3) }, 'mail_date'],
    ] as const) {
      const res = await addDetails(id, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(field);
    }
    const read = await r.call('GET', `/api/requests/${id}`, member);
    expect(read.json()).toMatchObject({ quantity: null, missing_details: ['quantity', 'mailing_list'] });
    expect(read.json().history).toHaveLength(1);
  });

  it("is the owner's alone, for direct mail only, and not once the request is closed", async () => {
    const { id } = await sent(specRequest);
    const body = { quantity: 10 };
    expect((await addDetails(id, body, r.members.gated.headers)).statusCode).toBe(404);
    expect((await addDetails(id, body, r.queueAdmin.headers)).statusCode).toBe(404);
    expect((await addDetails(id, body, {})).statusCode).toBe(401);
    const plain = await sent({ ...specRequest, is_direct_mail: false });
    const notMail = await addDetails(plain.id, body);
    expect(notMail.statusCode).toBe(400);
    expect(notMail.json().message).toBe('This request is not a direct-mail order');
    expect((await move(id, 'declined', 'We do not mail there')).statusCode).toBe(200);
    const closed = await addDetails(id, body);
    expect(closed.statusCode).toBe(409);
    expect((await r.call('GET', `/api/requests/${id}`, member)).json().quantity).toBeNull();
  });
});

describe('an admin moving direct mail with details to follow', () => {
  it('may start it, but not mark it done until the member sent them', async () => {
    const { id } = await sent({ ...specRequest, quantity: 50 });
    expect((await move(id, 'in_progress')).statusCode).toBe(200);
    const done = await move(id, 'done');
    expect(done.statusCode).toBe(400);
    expect(done.json().issues).toEqual([
      { path: 'status', message: 'The member has not sent the mailing list yet: it cannot be done without them' },
    ]);
    expect((await r.call('GET', `/api/requests/${id}`, member)).json().status).toBe('in_progress');
    expect((await addDetails(id, { mailing_list_csv: mailingList(50) })).json().status).toBe('in_progress');
    expect((await move(id, 'done', 'Mailed')).statusCode).toBe(200);
  });
});
