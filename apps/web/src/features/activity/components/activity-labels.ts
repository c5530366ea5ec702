import type { ActivityEntry } from '@stockroom/contract';

export const ACTION_LABELS: Record<ActivityEntry['action'], string> = {
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  download: 'Downloaded',
};
export const ACTION_COLORS: Record<ActivityEntry['action'], 'success' | 'info' | 'error' | 'default'> = {
  create: 'success',
  update: 'info',
  delete: 'error',
  download: 'default',
};

export const RECORD_LABELS: Record<string, string> = {
  product: 'Product',
  category: 'Category',
  tag: 'Tag',
  group: 'Group',
  content_provider: 'Content provider',
  brand: 'Brand',
  brand_field: 'Brand field',
  brand_section: 'Brand section',
  template: 'Template',
  user: 'User',
  request: 'Request',
  subscription: 'Subscription',
};
export const recordLabel = (type: string) => RECORD_LABELS[type] ?? type;

/** `content_providers` → `Content providers`. */
export const fieldLabel = (field: string) => {
  const words = field.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A value as the log shows it: text as it is, nothing as “—”, anything else as JSON. */
export function shownValue(value: unknown) {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

type Change = ActivityEntry['changes'][string];

/** One change in a line: `Name: Print → Print ads`, or `Tags: 2 added, 1 removed`. */
export function changeLine(field: string, change: Change) {
  if ('added' in change) {
    const parts = [
      change.added.length > 0 && `${change.added.length} added`,
      change.removed.length > 0 && `${change.removed.length} removed`,
    ].filter(Boolean);
    return `${fieldLabel(field)}: ${parts.join(', ')}`;
  }
  return `${fieldLabel(field)}: ${shownValue(change.before)} → ${shownValue(change.after)}`;
}

/** The whole entry in a line, for the table's cell. */
export const changesSummary = (entry: ActivityEntry) =>
  Object.entries(entry.changes)
    .map(([field, change]) => changeLine(field, change))
    .join(' · ');

export const formatWhen = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
