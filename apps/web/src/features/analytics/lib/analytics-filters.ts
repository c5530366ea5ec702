import { ANALYTICS_MAX_DAYS, type AnalyticsQuery, isUuid } from '@stockroom/contract';

/** The periods one click away, in days ending today (UTC, as the server counts). */
export const PERIOD_PRESETS = [7, 30, 90] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];
const DEFAULT_PRESET: PeriodPreset = 30;

/** The record filters, under the names the server takes them. */
export const FILTER_KEYS = ['provider_id', 'category_id', 'group_id', 'product_id'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** The period as the address holds it: a preset (?days=7) or a custom range (?from=…&to=…). */
export type Period = { kind: 'preset'; days: PeriodPreset } | { kind: 'custom'; from: string; to: string };

export interface AnalyticsView {
  period: Period;
  filters: Partial<Record<FilterKey, string>>;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (raw: string | null): raw is string => raw !== null && DAY.test(raw) && !Number.isNaN(Date.parse(raw));

export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

export function addDays(day: string, days: number) {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Why a custom period cannot be asked for, or null when it can. */
export function periodProblem(from: string, to: string): string | null {
  if (!isDay(from) || !isDay(to)) return 'Choose both days';
  if (from > to) return 'The period ends before it starts';
  if ((Date.parse(to) - Date.parse(from)) / 86_400_000 >= ANALYTICS_MAX_DAYS)
    return `A period is at most ${ANALYTICS_MAX_DAYS} days`;
  return null;
}

/** Reads the view from the address; anything malformed falls back to the last 30 days, unfiltered. */
export function readView(params: URLSearchParams): AnalyticsView {
  const from = params.get('from');
  const to = params.get('to');
  const days = Number(params.get('days'));
  let period: Period = { kind: 'preset', days: DEFAULT_PRESET };
  if (isDay(from) && isDay(to) && periodProblem(from, to) === null) period = { kind: 'custom', from, to };
  else if ((PERIOD_PRESETS as readonly number[]).includes(days))
    period = { kind: 'preset', days: days as PeriodPreset };
  const filters: AnalyticsView['filters'] = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value && isUuid(value)) filters[key] = value;
  }
  return { period, filters };
}

/** The days a period covers, both included. */
export function periodDays(period: Period, now = new Date()): { from: string; to: string } {
  if (period.kind === 'custom') return { from: period.from, to: period.to };
  const to = todayUtc(now);
  return { from: addDays(to, 1 - period.days), to };
}

/** What every panel asks the server for. */
export function toQuery(view: AnalyticsView, now = new Date()): AnalyticsQuery {
  return { ...periodDays(view.period, now), ...view.filters };
}

/** Writes the period into the address, leaving everything else as it was. */
export function withPeriod(params: URLSearchParams, period: Period): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['days', 'from', 'to']) next.delete(key);
  if (period.kind === 'custom') {
    next.set('from', period.from);
    next.set('to', period.to);
  } else if (period.days !== DEFAULT_PRESET) next.set('days', String(period.days));
  return next;
}

/** Sets or clears one address parameter, leaving the others. */
export function withParam(params: URLSearchParams, key: string, value: string | undefined): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value) next.set(key, value);
  else next.delete(key);
  return next;
}
