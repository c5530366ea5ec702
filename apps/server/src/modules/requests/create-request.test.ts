/**
 * POST /api/requests (DESIGN §1.9): a member's request is stored whole with its first event and
 * addresses, the administrators and the member are e-mailed, and every rule the contract cannot
 * say is a 400 naming its field, storing nothing.
 */
import { requestAddresses, requestEvents, requests, transactions } from '@stockroom/db';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MISSING_ID } from '../../../test/build';
import { mailTo } from '../../../test/mail';
import {
  buildRequests,
  dayFromToday,
  mailingList,
  REQUESTS_ADMIN_ADDRESS,
  type RequestsFixture,
} from '../../../test/requests';

let r: RequestsFixture;
let product: { id: string; slug: string };
let otherProduct: { id: string; slug: string };
let download: Awaited<ReturnType<RequestsFixture['readyDownload']>>;
let adminDownload: { id: string };
let failedDownload: string;

beforeAll(async () => {
  r = await buildRequests();
  product = await r.product();
  otherProduct = await r.product();
  download = await r.readyDownload(product.id, r.members.yes.headers);
  adminDownload = await r.readyDownload(product.id, r.admin.headers);
  // An export that failed: a transaction of the member's own, with no file.
  const [row] = await r.db
    .insert(transactions)
    .values({
      user_id: r.members.yes.userId,
      product_id: product.id,
      project_id: download.project_id,
      format: 'svg',
      status: 'failed',
      error: 'The render failed',
    })
    .returning({ id: transactions.id });
  failedDownload = row?.id as string;
});
afterAll(() => r.t.close());

const storedCount = async () => (await r.db.select({ n: count() }).from(requests))[0]?.n ?? 0;

describe('sending a request', () => {
  it('stores it as new with the member as its first event, and answers 201 with the record', async () => {
    const res = await r.send({ ...r.basic, first_name: ' Yara ', phone_number: '555 0199', product_id: product.id });
    expect(res.statusCode, res.body).toBe(201);
    const record = res.json();
    expect(record).toMatchObject({
      type: 'request',
      status: 'new',
      first_name: 'Yara',
      email: 'yara@example.com',
      phone_number: '555 0199',
      description: 'A version in Spanish, please',
      is_direct_mail: false,
      product_id: product.id,
      product_title: 'Custom product 1',
      transaction_id: null,
      asset: null,
      quantity: null,
      mail_date: null,
      mailing_list_count: 0,
      member: { id: r.members.yes.userId, username: 'custom-yes', first_name: 'Yara', last_name: 'Yes' },
      history: [{ status: 'new', note: '', changed_by: 'Yara Yes' }],
    });
    const read = await r.call('GET', `/api/requests/${record.id}`, r.members.yes.headers);
    expect(read.json()).toEqual(record);
  });

  it("takes the product of a download sent without one, and gives the download's file a fresh address", async () => {
    const res = await r.send({ ...r.basic, transaction_id: download.id });
    expect(res.statusCode, res.body).toBe(201);
    const record = res.json();
    expect(record).toMatchObject({ product_id: product.id, transaction_id: download.id });
    expect(record.asset.file_name).toBe(download.file_name);
    const file = await r.call('GET', record.asset.url, {});
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('<svg');
  });

  it('stores a direct-mail order with its valid addresses, counting the rows left out', async () => {
    const csv = `${mailingList(3)}\nNobody,,,Springfield,IL,62701\n`;
    const res = await r.send(r.directMail({ mailing_list_csv: csv, transaction_id: download.id }));
    expect(res.statusCode, res.body).toBe(201);
    const record = res.json();
    expect(record).toMatchObject({
      type: 'direct_mail',
      is_direct_mail: true,
      quantity: 250,
      mail_date: dayFromToday(10),
      mailing_list_count: 3,
      mailing_list_rejected: 1,
    });
    const file = await r.call('GET', `/api/requests/${record.id}/mailing-list`, r.members.yes.headers);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="mailing-list-${record.id.slice(0, 8)}.csv"`,
    );
    expect(file.body.split('\r\n')).toEqual([
      '\ufeffname,company,address_line1,address_line2,city,state,zip_code,country',
      'Person 1,,1 Elm St,,Springfield,IL,62701,',
      'Person 2,,2 Elm St,,Springfield,IL,62702,',
      'Person 3,,3 Elm St,,Springfield,IL,62703,',
      '',
    ]);
  });

  it('takes a mail date of today, and none at all', async () => {
    expect((await r.send(r.directMail({ mail_date: dayFromToday(0) }))).statusCode).toBe(201);
    const res = await r.send(r.directMail({ mail_date: null }));
    expect(res.statusCode).toBe(201);
    expect(res.json().mail_date).toBeNull();
  });

  it('e-mails every admin who it is from and a link to it, and sends the member a receipt', async () => {
    const res = await r.send({ ...r.basic, first_name: 'Yara', last_name: 'Y.', product_id: product.id });
    const id = res.json().id;
    const [admin] = await mailTo(r.db, REQUESTS_ADMIN_ADDRESS);
    expect(admin?.subject).toBe('New request from Yara Y.: Custom product 1');
    expect(admin?.text_body).toContain('Yara Y. (custom-yes, yara@example.com) sent a request about Custom product 1.');
    expect(admin?.text_body).toContain('A version in Spanish, please');
    expect(admin?.text_body).toContain(`${r.t.config.publicBaseUrl}/admin/requests/${id}`);
    const [receipt] = await mailTo(r.db, 'yes@example.com');
    expect(receipt?.subject).toBe('We received your request: Custom product 1');
    expect(receipt?.text_body).toContain(`${r.t.config.publicBaseUrl}/requests`);
  });
});

describe('a request that breaks a rule', () => {
  it.each([
    ['an e-mail address that is not one', { email: 'yara-at-example' }, 'email'],
    ['no description', { description: undefined }, 'description'],
    ['a description of spaces', { description: '   ' }, 'description'],
    [
      'direct mail without a valid address',
      { is_direct_mail: true, quantity: 10, mailing_list_csv: 'name,address,city,state,zip\nAnn,,Town,IL,62701' },
      'mailing_list_csv',
    ],
    [
      'direct mail with a list that is not CSV',
      { is_direct_mail: true, quantity: 10, mailing_list_csv: 'just some words' },
      'mailing_list_csv',
    ],
    [
      'direct mail to be mailed in the past',
      { is_direct_mail: true, quantity: 10, mailing_list_csv: mailingList(1), mail_date: dayFromToday(-2) },
      'mail_date',
    ],
    [
      'a mail date that is no day of the calendar',
      { is_direct_mail: true, quantity: 10, mailing_list_csv: mailingList(1), mail_date: '2031-02-30' },
      'mail_date',
    ],
  ])('refuses %s with 400 naming the field, storing nothing', async (_name, fields, field) => {
    const before = await storedCount();
    const res = await r.send({ ...r.basic, ...fields });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(field);
    expect(await storedCount()).toBe(before);
  });

  it("refuses a download that is not the member's own finished one, or of another product", async () => {
    const cases = [
      { transaction_id: adminDownload.id },
      { transaction_id: failedDownload },
      { transaction_id: MISSING_ID },
      { transaction_id: download.id, product_id: otherProduct.id },
    ];
    const before = await storedCount();
    for (const fields of cases) {
      const res = await r.send({ ...r.basic, ...fields });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().issues).toEqual([{ path: 'transaction_id', message: expect.any(String) }]);
    }
    expect(await storedCount()).toBe(before);
  });

  it('answers 404 for a product the member may not see, a draft, one in no category, or none at all', async () => {
    const draft = await r.product({ is_draft: true });
    const orphan = await r.product({}, false);
    const before = await storedCount();
    for (const [productId, headers] of [
      [product.id, r.members.no.headers],
      [draft.id, r.members.yes.headers],
      [orphan.id, r.members.yes.headers],
      [MISSING_ID, r.members.yes.headers],
    ] as const) {
      const res = await r.send({ ...r.basic, product_id: productId }, headers);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().message).toBe('Product not found');
    }
    expect(await storedCount()).toBe(before);
  });

  it('answers 401 without a token', async () => {
    expect((await r.send(r.basic, {})).statusCode).toBe(401);
  });
});

describe('a request the database refuses part of', () => {
  it('leaves no request, history or address behind, and e-mails no one', async () => {
    const counts = async () => ({
      requests: await storedCount(),
      events: (await r.db.select({ n: count() }).from(requestEvents))[0]?.n,
      addresses: (await r.db.select({ n: count() }).from(requestAddresses))[0]?.n,
      mails: (await mailTo(r.db, REQUESTS_ADMIN_ADDRESS)).length,
    });
    // The list is good; the database refuses one address in the second batch of inserts.
    await r.db.execute(sql`alter table request_addresses add constraint refuses_nowhere check (city <> 'Nowhere')`);
    const rows = mailingList(1500).split('\n');
    rows[1300] = 'Person 1300,,1300 Elm St,Nowhere,IL,62701';
    const before = await counts();
    const res = await r.send(r.directMail({ mailing_list_csv: rows.join('\n') }));
    await r.db.execute(sql`alter table request_addresses drop constraint refuses_nowhere`);
    expect(res.statusCode).toBe(500);
    expect(await counts()).toEqual(before);
  });
});
