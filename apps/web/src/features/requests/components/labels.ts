import type { RequestStatus, RequestType } from '@stockroom/contract';

export const STATUS_LABELS: Record<RequestStatus, string> = {
  new: 'New',
  in_progress: 'In progress',
  done: 'Done',
  declined: 'Declined',
};

export const STATUS_COLORS: Record<RequestStatus, 'info' | 'warning' | 'success' | 'default'> = {
  new: 'info',
  in_progress: 'warning',
  done: 'success',
  declined: 'default',
};

export const TYPE_LABELS: Record<RequestType, string> = {
  request: 'Request',
  direct_mail: 'Direct mail',
  info: 'More info',
};

/** "1 valid address", "12 valid addresses". */
export const count = (n: number, one: string, many: string) => `${n.toLocaleString()} ${n === 1 ? one : many}`;

export const formatDateTime = (value: string) =>
  new Date(value).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export const formatTime = (value: string) => new Date(value).toLocaleTimeString(undefined, { timeStyle: 'short' });

export const formatDate = (value: string) => new Date(value).toLocaleDateString(undefined, { dateStyle: 'medium' });

/** A calendar date (YYYY-MM-DD) as the reader writes dates, without moving it across time zones. */
export const formatCalendarDate = (value: string) => {
  const [year, month, day] = value.split('-').map(Number);
  if (!year || !month || !day) return value;
  return new Date(year, month - 1, day).toLocaleDateString(undefined, { dateStyle: 'medium' });
};
