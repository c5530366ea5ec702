/**
 * Requests as members and admins read them (DESIGN §1.9): a member reads only their own, an admin
 * any; another member's id is 404. A list is read with a fixed number of queries whatever its
 * length: the page (member, product and file joined in), then every request's history at once.
 */

import type { AppDeps } from '../../deps';
import { notFound } from '../../errors';
import type { Viewer } from '../access/access.service';
import { fileSignerFor } from '../storage/file-signer';
import { eventRows, type RequestRecordRow, requestRecordRow } from './request-reads.queries';
import { eventsByRequest, toRequestRecord } from './requests.mapper';

export type RecordDeps = Pick<AppDeps, 'database' | 'tokens'>;

export const requestNotFound = () => notFound('Request not found');

export async function shapeRecords(deps: RecordDeps, viewer: Viewer, rows: RequestRecordRow[]) {
  const events = eventsByRequest(
    await eventRows(
      deps.database.db,
      rows.map((row) => row.request.id),
    ),
  );
  const files = fileSignerFor(deps.tokens);
  return rows.map((row) => toRequestRecord(row, events.get(row.request.id) ?? [], viewer, files));
}

/** A request the viewer may read, with its record; 404 for anyone else's. */
export async function readableRequest(deps: RecordDeps, viewer: Viewer, id: string) {
  const row = await requestRecordRow(deps.database.db, viewer, id);
  if (!row || (row.request.user_id !== viewer.userId && !viewer.isAdmin)) throw requestNotFound();
  const [record] = await shapeRecords(deps, viewer, [row]);
  if (!record) throw requestNotFound();
  return { row, record };
}
