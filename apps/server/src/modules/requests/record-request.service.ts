/**
 * Storing a request (DESIGN §1.9): the request, its first event and its addresses are written in
 * one transaction, so a request is never half there; the administrators and the member are
 * e-mailed once it is committed. Used by POST /api/requests and by "request more info" on a
 * product, which is a request too.
 */
import type { RequestStatus, RequestType } from '@stockroom/contract';
import type { Db } from '@stockroom/db';
import type { AppDeps } from '../../deps';
import { notFound } from '../../errors';
import type { Viewer } from '../access/access.service';
import { mailAdmins, userContact } from '../users/users.service';
import type { ListedAddress } from './mailing-list';
import { infoDescription, newRequestEmail, requestReceiptEmail } from './request-emails';
import { readableRequest } from './request-records.service';
import { insertAddresses, insertRequest, insertRequestEvent } from './requests.queries';

export interface RequestValues {
  type: RequestType;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  description: string;
  download_url: string;
  product_id: string | null;
  transaction_id: string | null;
  quantity: number | null;
  mail_date: string | null;
  /** The mailing list's valid addresses, and how many rows of it were left out. */
  addresses: ListedAddress[];
  rejected: number;
}

export interface HistoryStep {
  status: RequestStatus;
  note: string;
  actor_id: string | null;
  created_at?: Date;
}

/**
 * Writes the request with its history (the first step is `new`) and addresses in one transaction
 * (a savepoint inside the caller's); answers its id.
 */
export function storeRequest(db: Db, userId: string, values: RequestValues, history: HistoryStep[]) {
  const { addresses, rejected, ...fields } = values;
  const first = history[0];
  const last = history.at(-1);
  if (first?.status !== 'new' || !last) throw new Error('a request starts as new');
  return db.transaction(async (tx) => {
    const id = await insertRequest(tx, {
      ...fields,
      user_id: userId,
      status: last.status,
      is_direct_mail: values.type === 'direct_mail',
      mailing_list_count: addresses.length,
      mailing_list_rejected: rejected,
      ...(first.created_at && { created_at: first.created_at, updated_at: last.created_at }),
    });
    for (const step of history) await insertRequestEvent(tx, { request_id: id, ...step });
    await insertAddresses(tx, id, addresses);
    return id;
  });
}

type RequestDeps = Pick<AppDeps, 'config' | 'database' | 'tokens' | 'mailer' | 'events'>;

/** Stores the member's new request, e-mails every admin and the member, and answers its record. */
export async function recordRequest(deps: RequestDeps, viewer: Viewer, values: RequestValues) {
  const id = await storeRequest(deps.database.db, viewer.userId, values, [
    { status: 'new', note: '', actor_id: viewer.userId },
  ]);
  deps.events.record({ kind: 'request', userId: viewer.userId, productId: values.product_id });
  const { row, record } = await readableRequest(deps, viewer, id);
  const baseUrl = deps.config.publicBaseUrl;
  await mailAdmins(deps, (admin) => newRequestEmail(admin, record, row.member, baseUrl));
  if (row.member.email_address) await deps.mailer.send(requestReceiptEmail(row.member, record, baseUrl));
  return record;
}

/**
 * "Request more info" on a product the member may see (the caller checked): a request of type
 * info in the member's own name, e-mail and phone.
 */
export async function recordInfoRequest(
  deps: RequestDeps,
  viewer: Viewer,
  product: { id: string; title: string },
  message: string,
) {
  const member = await userContact(deps.database.db, viewer.userId);
  if (!member) throw notFound('User not found');
  return recordRequest(deps, viewer, {
    type: 'info',
    first_name: member.first_name,
    last_name: member.last_name,
    email: member.email_address,
    phone_number: member.phone_number,
    description: message || infoDescription(product.title),
    download_url: '',
    product_id: product.id,
    transaction_id: null,
    quantity: null,
    mail_date: null,
    addresses: [],
    rejected: 0,
  });
}
