/**
 * The administrators' request queue (DESIGN §1.9): every member's requests filtered and paged, the
 * same as CSV, and the moves new → in progress → done or declined, each e-mailed to the member;
 * a move that is not allowed, or that someone else made first, changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MISSING_ID } from '../../../test/build';
import { mailTo } from '../../../test/mail';
import { buildRequests, type RequestsFixture } from '../../../test/requests';

let r: RequestsFixture;
type Headers = Record<string, string>;
let admin: Headers;
const ids = {} as Record<'flyer' | 'mail' | 'gated' | 'info', string>;

beforeAll(async () => {
  r = await buildRequests();
  admin = r.queueAdmin.headers;
  const flyer = await r.product({ title: 'Harvest Festival Flyer' });
  const send = async (key: keyof typeof ids, body: object, headers: Headers = r.members.yes.headers) => {
    const res = await r.send({ ...r.basic, ...body }, headers);
    expect(res.statusCode, res.body).toBe(201);
    ids[key] = res.json().id;
  };
  await send('flyer', { product_id: flyer.id, description: 'The flyer in A5, please' });
  await send('mail', r.directMail({ description: '=HYPERLINK("http://evil.example")' }));
  await send(
    'gated',
    { email: 'gus@example.com', description: 'Line one\nLine "two", with a comma' },
    r.members.gated.headers,
  );
  const info = await r.call('POST', `/api/products/${flyer.id}/info`, r.members.gated.headers, {});
  expect(info.statusCode).toBe(202);
  ids.info = (await r.myRequests(r.members.gated.headers)).dataset[0]?.id as string;
});
afterAll(() => r.t.close());

const queue = async (query = '') => {
  const res = await r.call('GET', `/api/admin/requests${query}`, admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { count: number; dataset: { id: string; [key: string]: unknown }[] };
};
const idsOf = async (query: string) => (await queue(query)).dataset.map((x) => x.id);
const move = (id: string, body: object, headers: Headers = admin) =>
  r.call('PUT', `/api/admin/requests/${id}/status`, headers, body);

describe('the queue', () => {
  it("pages every member's requests, newest first, with how many there are", async () => {
    const first = await queue('?page_size=3');
    expect(first.count).toBe(4);
    expect(first.dataset.map((x) => x.id)).toEqual([ids.info, ids.gated, ids.mail]);
    expect(await idsOf('?page_size=3&page=2')).toEqual([ids.flyer]);
  });

  it('filters by type, status and member', async () => {
    expect(await idsOf('?type=direct_mail')).toEqual([ids.mail]);
    expect(await idsOf('?type=info')).toEqual([ids.info]);
    expect(await idsOf(`?user_id=${r.members.gated.userId}`)).toEqual([ids.info, ids.gated]);
    expect(await idsOf('?status=done')).toEqual([]);
  });

  it("searches the member's names, username, company and e-mail and the product's title, every word", async () => {
    expect(await idsOf('?search=harvest')).toEqual([ids.info, ids.flyer]);
    expect(await idsOf('?search=YES%20fiber')).toEqual([ids.mail, ids.flyer]);
    expect(await idsOf('?search=custom-gated')).toEqual([ids.info, ids.gated]);
    expect(await idsOf('?search=gus%40example')).toEqual([ids.gated]);
    expect(await idsOf('?search=yara%20harvest')).toEqual([ids.flyer]);
    expect(await idsOf('?search=100%25')).toEqual([]);
  });

  it('is for admins only', async () => {
    expect((await r.call('GET', '/api/admin/requests', r.members.yes.headers)).statusCode).toBe(403);
    expect((await r.call('GET', '/api/admin/requests/export', r.members.yes.headers)).statusCode).toBe(403);
  });
});

describe('the CSV export', () => {
  it('holds every matching request, quoted where needed and with formulas defused', async () => {
    const res = await r.call('GET', `/api/admin/requests/export?user_id=${r.members.yes.userId}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="requests-${today}.csv"`);
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(
      '\ufeffid,created_at,status,type,member,company,email,phone,product,quantity,mail_date,addresses,description',
    );
    const mail = (await r.call('GET', `/api/requests/${ids.mail}`, admin)).json();
    expect(lines[1]).toBe(
      `${ids.mail},${mail.created_at},new,direct_mail,Yara Yes,Yes Fiber,yara@example.com,,,250,${mail.mail_date},3,` +
        `"'=HYPERLINK(""http://evil.example"")"`,
    );
    const flyer = (await r.call('GET', `/api/requests/${ids.flyer}`, admin)).json();
    expect(lines[2]).toBe(
      `${ids.flyer},${flyer.created_at},new,request,Yara Yes,Yes Fiber,yara@example.com,,Harvest Festival Flyer,,,0,` +
        '"The flyer in A5, please"',
    );
    expect(lines.slice(3)).toEqual(['']);
  });

  it('keeps line breaks and quotes of a description inside one quoted cell', async () => {
    const res = await r.call('GET', '/api/admin/requests/export?search=gus', admin);
    expect(res.body).toContain(',"Line one\nLine ""two"", with a comma"\r\n');
  });
});

describe('moving a request', () => {
  it('goes new → in progress → done, each move in the history and e-mailed to the member', async () => {
    const started = await move(ids.flyer, { status: 'in_progress', note: 'Our designer has it.' });
    expect(started.statusCode, started.body).toBe(200);
    const [mail] = await mailTo(r.db, 'yes@example.com');
    expect(mail?.subject).toBe('Your request is now In progress');
    expect(mail?.text_body).toContain('Our designer has it.');
    expect(mail?.text_body).toContain(`${r.t.config.publicBaseUrl}/requests`);
    const done = await move(ids.flyer, { status: 'done' });
    expect(done.json()).toMatchObject({
      status: 'done',
      history: [
        { status: 'new', note: '', changed_by: 'Yara Yes' },
        { status: 'in_progress', note: 'Our designer has it.', changed_by: 'Quinn Queue' },
        { status: 'done', note: '', changed_by: 'Quinn Queue' },
      ],
    });
    expect((await mailTo(r.db, 'yes@example.com'))[0]?.subject).toBe('Your request is now Done');
    expect(await idsOf('?status=done')).toEqual([ids.flyer]);
  });

  it('declines with a note to the member, and refuses to decline without one', async () => {
    const bare = await move(ids.gated, { status: 'declined', note: '   ' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().issues).toEqual([{ path: 'note', message: 'Tell the member why the request is declined' }]);
    const res = await move(ids.gated, { status: 'declined', note: 'We cannot print on fabric.' });
    expect(res.statusCode).toBe(200);
    const [mail] = await mailTo(r.db, 'gated@example.com');
    expect(mail?.subject).toBe('Your request is now Declined');
    expect(mail?.text_body).toContain('We cannot print on fabric.');
  });

  it('refuses a move the workflow does not have, saying which are allowed', async () => {
    const skip = await move(ids.mail, { status: 'done' });
    expect(skip.statusCode).toBe(400);
    expect(skip.json().issues).toEqual([
      { path: 'status', message: 'A request that is New can move to In progress or Declined, not Done' },
    ]);
    expect((await move(ids.mail, { status: 'new' })).statusCode).toBe(400);
    const reopen = await move(ids.flyer, { status: 'in_progress' });
    expect(reopen.json().issues[0].message).toBe('A request that is Done cannot move any more');
    const history = (await r.call('GET', `/api/requests/${ids.mail}`, admin)).json().history;
    expect(history).toHaveLength(1);
  });

  it('answers 404 for a request that does not exist, and 403 to a member', async () => {
    expect((await move(MISSING_ID, { status: 'in_progress' })).statusCode).toBe(404);
    expect((await move(ids.mail, { status: 'in_progress' }, r.members.yes.headers)).statusCode).toBe(403);
  });

  it('refuses with 409 a move from a status the request no longer has, changing nothing', async () => {
    const other = (await r.t.sessionFor('admin')).headers;
    expect((await move(ids.info, { status: 'in_progress', from_status: 'new' }, other)).statusCode).toBe(200);
    const before = (await mailTo(r.db, 'gated@example.com')).length;
    // This admin still sees it as new, and declines it.
    const stale = await move(ids.info, { status: 'declined', note: 'Not available', from_status: 'new' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'conflict', message: 'The request changed meanwhile; reload' });
    const record = (await r.call('GET', `/api/requests/${ids.info}`, admin)).json();
    expect(record.status).toBe('in_progress');
    expect(record.history).toHaveLength(2);
    expect((await mailTo(r.db, 'gated@example.com')).length).toBe(before);
  });

  it('makes one move when two admins make the same one at once', async () => {
    const other = (await r.t.sessionFor('admin')).headers;
    const answers = await Promise.all([
      move(ids.info, { status: 'done', from_status: 'in_progress' }),
      move(ids.info, { status: 'done', from_status: 'in_progress' }, other),
    ]);
    // Which one wins is the database's choice; the loser hears 409 however the two interleaved.
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const record = (await r.call('GET', `/api/requests/${ids.info}`, admin)).json();
    expect(record.history.map((e: { status: string }) => e.status)).toEqual(['new', 'in_progress', 'done']);
  });
});
