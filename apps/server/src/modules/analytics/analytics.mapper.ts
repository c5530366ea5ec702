import { FUNNEL_KINDS, MEASURE_KINDS, type Measure } from '@stockroom/contract';
import type { BucketRow, KindTotalRow } from './panel-rows';

/** What a panel shows for an id whose catalogue row was deleted for good: the numbers stay. */
export const DELETED_NAME = '(deleted)';
export const nameOf = (names: Map<string, string>, id: string) => names.get(id) ?? DELETED_NAME;

const DAY_MS = 86_400_000;
const addDays = (day: string, n: number) => new Date(Date.parse(day) + n * DAY_MS).toISOString().slice(0, 10);
/** The Monday that starts a day's ISO week. */
const weekStart = (day: string) => addDays(day, -((new Date(day).getUTCDay() + 6) % 7));

export function toFunnel(rows: KindTotalRow[]) {
  const of = (what: KindTotalRow['what'], kind: string) =>
    Number(rows.find((r) => r.what === what && r.kind === kind)?.n ?? 0);
  return FUNNEL_KINDS.map((kind, i) => {
    const count = of('count', kind);
    const before = i === 0 ? 0 : of('count', FUNNEL_KINDS[i - 1] as string);
    return { kind, count, members: of('members', kind), conversion: before === 0 ? null : count / before };
  });
}

/** Every bucket from the period's first to its last, zeros where nothing happened. */
export function toPoints(rows: BucketRow[], from: string, to: string, bucket: 'day' | 'week') {
  const starts: string[] = [];
  for (let day = bucket === 'day' ? from : weekStart(from); day <= to; day = addDays(day, bucket === 'day' ? 1 : 7))
    starts.push(day);
  return starts.map((start) => {
    const inBucket = rows.filter((r) => r.start === start);
    const counts = Object.fromEntries(
      MEASURE_KINDS.map((kind) => [kind, Number(inBucket.find((r) => r.kind === kind)?.n ?? 0)]),
    ) as Record<Measure, number>;
    return { start, counts, active_members: Number(inBucket.find((r) => r.kind === null)?.n ?? 0) };
  });
}

/** The period a panel answers for: the query's, or the 30 days that end today (UTC). */
export function toPeriod(query: { from?: string | undefined; to?: string | undefined }, now = new Date()) {
  const today = now.toISOString().slice(0, 10);
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  return { from: query.from ?? addDays(to, -29), to };
}

/** Most first, then by name, so equal numbers keep one order. */
export const byNumbersThenName =
  <T extends { name: string }>(...keys: (keyof T)[]) =>
  (a: T, b: T) => {
    for (const key of keys) {
      const d = Number(b[key]) - Number(a[key]);
      if (d !== 0) return d;
    }
    return a.name.localeCompare(b.name);
  };
