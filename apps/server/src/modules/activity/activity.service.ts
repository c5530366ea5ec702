import type { ActivityQuery } from '@stockroom/contract';
import type { AppDeps } from '../../deps';
import { csvFile } from '../requests/csv-write';
import { describeChanges, toActivityEntry } from './activity.mapper';
import { activityPage } from './activity.queries';

type ActivityDeps = Pick<AppDeps, 'database'>;

/** The most rows one CSV export holds; a larger log is exported a period at a time. */
export const ACTIVITY_EXPORT_MAX_ROWS = 50_000;
const EXPORT_HEADER = ['When', 'Who', 'Action', 'Record type', 'Record id', 'Record', 'Changes'];

export async function activityLog(deps: ActivityDeps, query: ActivityQuery) {
  const { page, page_size, ...filter } = query;
  const { rows, count } = await activityPage(deps.database.db, filter, page_size, (page - 1) * page_size);
  return { count, dataset: rows.map(toActivityEntry) };
}

export async function exportActivity(deps: ActivityDeps, query: ActivityQuery, now = new Date()) {
  const { page: _page, page_size: _size, ...filter } = query;
  const { rows } = await activityPage(deps.database.db, filter, ACTIVITY_EXPORT_MAX_ROWS, 0);
  const csv = csvFile(
    EXPORT_HEADER,
    rows.map((r) => [
      r.at.toISOString(),
      r.actor_username,
      r.action,
      r.record_type,
      r.record_id,
      r.record_label,
      describeChanges(r.changes),
    ]),
  );
  return { fileName: `activity-${now.toISOString().slice(0, 10)}.csv`, csv };
}
