/**
 * The administrators' request queue (DESIGN §1.9): every member's requests, filtered and paged or
 * exported as CSV, and the moves new → in progress → done or declined, each e-mailed to the member.
 */
import {
  type AdminRequestsQuery,
  detailsPhrase,
  missingDirectMailDetails,
  REQUEST_TRANSITIONS,
  type RequestStatusChange,
} from '@stockroom/contract';
import type { AppDeps } from '../../deps';
import { AppError, fieldError } from '../../errors';
import type { Viewer } from '../access/access.service';
import { csvFile } from './csv-write';
import { STATUS_LABELS, statusChangeEmail } from './request-emails';
import { type AdminRequestFilter, adminRequestPage, adminRequestRows } from './request-reads.queries';
import { type RecordDeps, readableRequest, requestNotFound, shapeRecords } from './request-records.service';
import { personName } from './requests.mapper';
import { insertRequestEvent, moveRequest, requestOwnerAndStatus } from './requests.queries';

/** The export's ceiling: a spreadsheet opens this many rows comfortably. */
export const EXPORT_MAX_ROWS = 50_000;

const filterOf = (query: AdminRequestsQuery): AdminRequestFilter => ({
  status: query.status,
  type: query.type,
  userId: query.user_id,
  search: query.search,
});

export async function adminRequests(deps: RecordDeps, viewer: Viewer, query: AdminRequestsQuery) {
  const { rows, count } = await adminRequestPage(deps.database.db, viewer, filterOf(query), {
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  return { count, dataset: await shapeRecords(deps, viewer, rows) };
}

const EXPORT_HEADER = [
  'id',
  'created_at',
  'status',
  'type',
  'member',
  'company',
  'email',
  'phone',
  'product',
  'quantity',
  'mail_date',
  'addresses',
  'description',
];

/** GET /api/admin/requests/export: every matching request (up to the ceiling) as requests-YYYY-MM-DD.csv. */
export async function exportRequests(deps: RecordDeps, viewer: Viewer, query: AdminRequestsQuery, now = new Date()) {
  const rows = await adminRequestRows(deps.database.db, viewer, filterOf(query), EXPORT_MAX_ROWS);
  const csv = csvFile(
    EXPORT_HEADER,
    rows.map(({ request: r, member, product_title }) => [
      r.id,
      r.created_at.toISOString(),
      r.status,
      r.type,
      personName(member),
      member.company,
      r.email,
      r.phone_number,
      product_title ?? '',
      r.quantity,
      r.mail_date,
      r.mailing_list_count,
      r.description,
    ]),
  );
  return { fileName: `requests-${now.toISOString().slice(0, 10)}.csv`, csv };
}

const changedMeanwhile = () => new AppError('conflict', 'The request changed meanwhile; reload');

type StatusDeps = Pick<AppDeps, 'config' | 'database' | 'tokens' | 'mailer'>;

function refuseMove(from: keyof typeof REQUEST_TRANSITIONS, to: string) {
  const allowed = REQUEST_TRANSITIONS[from];
  const label = STATUS_LABELS[from];
  return fieldError(
    'status',
    allowed.length === 0
      ? `A request that is ${label} cannot move any more`
      : `A request that is ${label} can move to ${allowed.map((s) => STATUS_LABELS[s]).join(' or ')}, not ${
          STATUS_LABELS[to as keyof typeof STATUS_LABELS] ?? to
        }`,
  );
}

/**
 * PUT /api/admin/requests/{id}/status: one of the allowed moves, with its event, in one
 * transaction that changes nothing when another admin moved the request since it was read, or
 * since the admin saw it (`from_status`): 409.
 */
export async function changeRequestStatus(deps: StatusDeps, viewer: Viewer, id: string, body: RequestStatusChange) {
  const db = deps.database.db;
  const current = await requestOwnerAndStatus(db, id);
  if (!current) throw requestNotFound();
  if (body.from_status && body.from_status !== current.status) throw changedMeanwhile();
  if (!REQUEST_TRANSITIONS[current.status].includes(body.status)) throw refuseMove(current.status, body.status);
  if (body.status === 'declined' && body.note === '') {
    throw fieldError('note', 'Tell the member why the request is declined');
  }
  const missing = missingDirectMailDetails(current);
  if (body.status === 'done' && missing.length > 0) {
    throw fieldError('status', `The member has not sent ${detailsPhrase(missing)} yet: it cannot be done without them`);
  }
  await db.transaction(async (tx) => {
    if (!(await moveRequest(tx, id, current.status, body.status))) throw changedMeanwhile();
    await insertRequestEvent(tx, { request_id: id, status: body.status, note: body.note, actor_id: viewer.userId });
  });
  const { row, record } = await readableRequest(deps, viewer, id);
  if (row.member.email_address) {
    await deps.mailer.send(statusChangeEmail(row.member, record, body.note, deps.config.publicBaseUrl));
  }
  return record;
}
