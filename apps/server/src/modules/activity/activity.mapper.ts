import type { ActivityEntry } from '@stockroom/contract';
import type { ActivityRow } from './activity.queries';

export const toActivityEntry = (row: ActivityRow): ActivityEntry => ({
  id: String(row.id),
  at: row.at.toISOString(),
  actor_id: row.actor_id,
  actor_username: row.actor_username,
  action: row.action,
  record_type: row.record_type,
  record_id: row.record_id,
  record_label: row.record_label,
  changes: row.changes,
});

const shown = (value: unknown) =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);

/** A change as one line of text: `title: "Old" → "New"`, or `tags: +a, −b`. */
export function describeChanges(changes: ActivityRow['changes']) {
  return Object.entries(changes)
    .map(([field, change]) =>
      'added' in change
        ? `${field}: ${[...change.added.map((id) => `+${id}`), ...change.removed.map((id) => `−${id}`)].join(', ')}`
        : `${field}: ${shown(change.before)} → ${shown(change.after)}`,
    )
    .join('; ');
}
