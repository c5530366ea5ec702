/**
 * A member's requests (spec §7, DESIGN §1.9): sending one (direct mail included, its details
 * possibly to follow), checking a mailing list before sending it, and reading their own. What one field alone cannot say is
 * checked here, each refusal naming its field.
 */
import type { RequestCreate } from '@stockroom/contract';
import type { AppDeps } from '../../deps';
import { fieldError } from '../../errors';
import { enforceRateLimits } from '../../lib/rate-limit';
import type { Viewer } from '../access/access.service';
import { visibleProduct } from '../products/products.service';
import { csvFile } from './csv-write';
import { directMailOf } from './direct-mail.service';
import { MAILING_LIST_COLUMNS, mailingListCheck, readMailingList } from './mailing-list';
import { type RequestValues, recordRequest } from './record-request.service';
import { addressRows, memberRequestPage } from './request-reads.queries';
import { type RecordDeps, readableRequest, requestNotFound, shapeRecords } from './request-records.service';
import { readyTransactionOf, requestOwnerAndStatus } from './requests.queries';

type CreateDeps = Pick<AppDeps, 'config' | 'database' | 'tokens' | 'mailer' | 'limiter' | 'events'>;

/** POST /api/requests: 201 with the stored request; the administrators and the member are e-mailed. */
export async function createRequest(deps: CreateDeps, viewer: Viewer, body: RequestCreate) {
  await enforceRateLimits(deps.limiter, [
    { key: `requests:user:${viewer.userId}`, rule: deps.config.rateLimits.requestsPerUser },
  ]);
  const direct = body.is_direct_mail ? directMailOf(body) : null;
  const transactionId = body.transaction_id?.toLowerCase() ?? null;
  const sentProduct = body.product_id?.toLowerCase() ?? null;
  const asset = transactionId ? await readyTransactionOf(deps.database.db, transactionId, viewer.userId) : null;
  if (transactionId && !asset) throw fieldError('transaction_id', 'Choose a finished download of your own');
  if (asset && sentProduct && asset.product_id !== sentProduct) {
    throw fieldError('transaction_id', 'This download is of another product than the one the request is about');
  }
  // A request about a download is about its product.
  const productId = sentProduct ?? asset?.product_id ?? null;
  if (productId) await visibleProduct(deps, viewer, productId);

  const values: RequestValues = {
    type: direct ? 'direct_mail' : 'request',
    first_name: body.first_name,
    last_name: body.last_name,
    email: body.email,
    phone_number: body.phone_number,
    description: body.description,
    download_url: body.download_url,
    product_id: productId,
    transaction_id: transactionId,
    quantity: direct?.quantity ?? null,
    mail_date: direct?.mail_date ?? null,
    addresses: direct?.list?.addresses ?? [],
    rejected: direct?.list?.issues.length ?? 0,
  };
  return recordRequest(deps, viewer, values);
}

/** POST /api/requests/mailing-list: the same reading the create route does, as a report. */
export function checkMailingList(csv: string) {
  return mailingListCheck(readMailingList(csv, 'csv'));
}

export async function myRequests(deps: RecordDeps, viewer: Viewer, query: { page: number; page_size: number }) {
  const { rows, count } = await memberRequestPage(deps.database.db, viewer, {
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  return { count, dataset: await shapeRecords(deps, viewer, rows) };
}

export async function getRequest(deps: RecordDeps, viewer: Viewer, id: string) {
  return (await readableRequest(deps, viewer, id)).record;
}

/** GET /api/requests/{id}/mailing-list: the addresses as CSV, saved as mailing-list-<first 8 of the id>.csv. */
export async function mailingListFile(deps: RecordDeps, viewer: Viewer, id: string) {
  const request = await requestOwnerAndStatus(deps.database.db, id);
  if (!request || (request.user_id !== viewer.userId && !viewer.isAdmin)) throw requestNotFound();
  const rows = await addressRows(deps.database.db, id);
  return {
    fileName: `mailing-list-${id.toLowerCase().slice(0, 8)}.csv`,
    csv: csvFile(
      MAILING_LIST_COLUMNS,
      rows.map((row) => MAILING_LIST_COLUMNS.map((column) => row[column])),
    ),
  };
}
