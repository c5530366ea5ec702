/**
 * Requests (DESIGN §1.9) on the customization fixture: members at each access level, template
 * products, and an admin with an e-mail address, so that the e-mails requests send land in the
 * outbox. `readyDownload` makes a real export, as the editor's download button does.
 */
import { users } from '@stockroom/db';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Config } from '../src/config';
import { insertAccount } from './accounts';
import { buildCustomization } from './customization';

export const REQUESTS_ADMIN_ADDRESS = 'queue-admin@example.com';

/** The lines of a small mailing list: a header and `n` good addresses. */
export const mailingList = (n: number, header = 'name,company,address,city,state,zip') =>
  [
    header,
    ...Array.from({ length: n }, (_, i) => `Person ${i + 1},,${i + 1} Elm St,Springfield,IL,6270${(i + 1) % 10}`),
  ].join('\n');

/** A date `days` from today, as YYYY-MM-DD. */
export const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export async function buildRequests(overrides: Partial<Config> = {}) {
  const c = await buildCustomization(overrides);
  const adminId = await insertAccount(c.db, {
    username: 'queue-admin',
    is_admin: true,
    first_name: 'Quinn',
    last_name: 'Queue',
    email_address: REQUESTS_ADMIN_ADDRESS,
  });
  const queueAdmin = await c.t.sessionFor('queue-admin');
  await c.db
    .update(users)
    .set({ first_name: 'Yara', last_name: 'Yes', company: 'Yes Fiber', phone_number: '555 0101' })
    .where(eq(users.username, 'custom-yes'));

  type Headers = Record<string, string>;
  const send = (body: object, headers: Headers = c.members.yes.headers) =>
    c.call('POST', '/api/requests', headers, body);
  const basic = { email: 'yara@example.com', description: 'A version in Spanish, please' };
  const directMail = (fields: object = {}) => ({
    ...basic,
    is_direct_mail: true,
    quantity: 250,
    mail_date: dayFromToday(10),
    mailing_list_csv: mailingList(3),
    ...fields,
  });

  /** Exports the product's project as `headers`' caller and answers the finished transaction. */
  async function readyDownload(productId: string, headers: Headers) {
    const project = await c.open(productId, headers);
    const started = await c.call(
      'POST',
      `/api/projects/${project.project_id}/exports`,
      c.withToken(headers, project.user_token),
      { format: 'svg', page: 1 },
    );
    expect(started.statusCode, started.body).toBe(202);
    const ready = await c.settled(started.json().id, headers);
    expect(ready.status).toBe('ready');
    return ready as { id: string; file_name: string; product_id: string; project_id: string };
  }

  const myRequests = async (headers: Headers = c.members.yes.headers, query = '') => {
    const res = await c.call('GET', `/api/requests${query}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { count: number; dataset: { id: string; [key: string]: unknown }[] };
  };

  return { ...c, adminId, queueAdmin, send, basic, directMail, readyDownload, myRequests };
}
export type RequestsFixture = Awaited<ReturnType<typeof buildRequests>>;
