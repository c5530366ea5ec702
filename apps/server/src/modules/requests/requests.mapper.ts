import {
  missingDirectMailDetails,
  quantityWarning,
  type RequestEvent,
  type RequestRecord,
  type RequestStatus,
  type RequestType,
} from '@stockroom/contract';
import type { Viewer } from '../access/access.service';
import { filesWithheld } from '../access/access.service';
import { downloadAddress } from '../customization/transactions.mapper';
import type { FileSigner } from '../storage/file-signer';
import type { EventRow, RequestRecordRow } from './request-reads.queries';

/** Who made a move: the name they go by, or "Stockroom" when their account is gone. */
export const SYSTEM_ACTOR = 'Stockroom';

export const personName = (p: { first_name: string; last_name: string; username: string }) =>
  [p.first_name, p.last_name].filter(Boolean).join(' ') || p.username;

export function toEvent(row: EventRow): RequestEvent {
  return {
    status: row.status as RequestStatus,
    note: row.note,
    changed_by: row.actor ? personName(row.actor) : SYSTEM_ACTOR,
    changed_at: row.created_at.toISOString(),
  };
}

/** The events of many requests, each request's oldest first, by request id. */
export function eventsByRequest(rows: EventRow[]) {
  const byRequest = new Map<string, RequestEvent[]>();
  for (const row of rows) {
    const list = byRequest.get(row.request_id) ?? [];
    list.push(toEvent(row));
    byRequest.set(row.request_id, list);
  }
  return byRequest;
}

/**
 * The customized file, signed afresh, once it is ready; null when there is none, it is not ready,
 * or the viewer may no longer use the product (not visible, a draft, or locked for them).
 */
function assetOf(row: RequestRecordRow, viewer: Viewer, files: FileSigner): RequestRecord['asset'] {
  const asset = row.asset;
  if (asset?.status !== 'ready' || !asset.file_key) return null;
  if (!viewer.isAdmin) {
    const permission = row.product_permission ?? 0;
    if (permission === 0 || row.product_is_draft !== false) return null;
    if (filesWithheld(viewer, permission, { is_gated: row.product_is_gated ?? true })) return null;
  }
  return { file_name: asset.file_name, url: downloadAddress(files, asset) };
}

/** What an admin should look at, derived each time, so it follows the details the member adds. */
function warningsOf(r: RequestRecordRow['request']): string[] {
  if (r.type !== 'direct_mail') return [];
  const warning = quantityWarning(r.quantity, r.mailing_list_count);
  return warning ? [warning] : [];
}

export function toRequestRecord(
  row: RequestRecordRow,
  history: RequestEvent[],
  viewer: Viewer,
  files: FileSigner,
): RequestRecord {
  const r = row.request;
  return {
    id: r.id,
    type: r.type as RequestType,
    status: r.status as RequestStatus,
    first_name: r.first_name,
    last_name: r.last_name,
    email: r.email,
    phone_number: r.phone_number,
    description: r.description,
    download_url: r.download_url,
    is_direct_mail: r.is_direct_mail,
    product_id: r.product_id,
    product_title: row.product_title ?? '',
    transaction_id: r.transaction_id,
    asset: assetOf(row, viewer, files),
    quantity: r.quantity,
    mail_date: r.mail_date,
    mailing_list_count: r.mailing_list_count,
    mailing_list_rejected: r.mailing_list_rejected,
    missing_details: missingDirectMailDetails(r),
    warnings: warningsOf(r),
    member: {
      id: row.member.id,
      username: row.member.username,
      first_name: row.member.first_name,
      last_name: row.member.last_name,
      company: row.member.company,
    },
    history,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}
