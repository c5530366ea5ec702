/**
 * Direct mail's details (decision 0021): the quantity, the mail date and the mailing list may come
 * with the request or later, from the member, while the request is new or in progress. Whatever is
 * sent is checked as at creation; a refused list changes nothing. Each addition is a history step
 * (the status unchanged, the note saying what came) and is e-mailed to the administrators.
 */
import type { DirectMailDetails } from '@stockroom/contract';
import type { AppDeps } from '../../deps';
import { AppError, badRequest, fieldError } from '../../errors';
import type { Viewer } from '../access/access.service';
import { mailAdmins } from '../users/users.service';
import { type MailingList, readMailingList } from './mailing-list';
import { detailsAddedEmail } from './request-emails';
import { readableRequest, requestNotFound } from './request-records.service';
import { insertRequestEvent, lockedRequest, replaceAddresses, updateDirectMail } from './requests.queries';

/**
 * The earliest date it still is somewhere (UTC−12): a member far west of the server may pick
 * their own today, which is already yesterday in UTC.
 */
const earliestToday = (now = Date.now()) => new Date(now - 12 * 3600_000).toISOString().slice(0, 10);

function checkMailDate(date: string) {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date) {
    throw fieldError('mail_date', 'Not a calendar date');
  }
  if (date < earliestToday()) throw fieldError('mail_date', 'The mail date is in the past');
}

export interface DirectMailValues {
  quantity: number | null;
  mail_date: string | null;
  /** Null when no list was sent (it follows later). */
  list: MailingList | null;
}

/** The direct-mail fields sent, checked: a list sent has a valid address, a date is not past. */
export function directMailOf(body: DirectMailDetails): DirectMailValues {
  let list: MailingList | null = null;
  if (body.mailing_list_csv?.trim()) {
    list = readMailingList(body.mailing_list_csv, 'mailing_list_csv');
    if (list.addresses.length === 0) {
      const first = list.issues[0]?.message;
      throw fieldError('mailing_list_csv', `The mailing list has no valid address${first ? ` (${first})` : ''}`);
    }
  }
  if (body.mail_date) checkMailDate(body.mail_date);
  return { quantity: body.quantity ?? null, mail_date: body.mail_date ?? null, list };
}

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** The history note of an addition: what came, in the member's words. */
function additionNote(values: DirectMailValues) {
  return `Added ${[
    values.quantity !== null && `the quantity (${plural(values.quantity, 'copy', 'copies')})`,
    values.mail_date && `the mail date (${values.mail_date})`,
    values.list && `a mailing list of ${plural(values.list.addresses.length, 'address', 'addresses')}`,
  ]
    .filter(Boolean)
    .join(', ')}.`;
}

type DetailsDeps = Pick<AppDeps, 'config' | 'database' | 'tokens' | 'mailer'>;

/** PUT /api/requests/{id}/direct-mail: the member's own direct-mail request, new or in progress. */
export async function addDirectMailDetails(deps: DetailsDeps, viewer: Viewer, id: string, body: DirectMailDetails) {
  const values = directMailOf(body);
  if (values.quantity === null && values.mail_date === null && values.list === null) {
    throw fieldError('quantity', 'Send the quantity, the mail date or the mailing list');
  }
  await deps.database.db.transaction(async (tx) => {
    // Locked: an admin's move and this addition never interleave.
    const request = await lockedRequest(tx, id);
    if (!request || request.user_id !== viewer.userId) throw requestNotFound();
    if (request.type !== 'direct_mail') throw badRequest('This request is not a direct-mail order');
    if (request.status === 'done' || request.status === 'declined') {
      throw new AppError('conflict', 'This request is closed: its details can no longer change');
    }
    await updateDirectMail(tx, id, {
      ...(values.quantity !== null && { quantity: values.quantity }),
      ...(values.mail_date !== null && { mail_date: values.mail_date }),
      ...(values.list && {
        mailing_list_count: values.list.addresses.length,
        mailing_list_rejected: values.list.issues.length,
      }),
    });
    if (values.list) await replaceAddresses(tx, id, values.list.addresses);
    await insertRequestEvent(tx, {
      request_id: id,
      status: request.status,
      note: additionNote(values),
      actor_id: viewer.userId,
    });
  });
  const { row, record } = await readableRequest(deps, viewer, id);
  await mailAdmins(deps, (admin) => detailsAddedEmail(admin, record, row.member, deps.config.publicBaseUrl));
  return record;
}
