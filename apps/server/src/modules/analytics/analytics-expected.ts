/**
 * What each panel must answer for a list of events, worked out here in plain TypeScript from the
 * list itself (not from any SQL), with the catalogue's names.
 */
import { FUNNEL_KINDS, MEASURE_KINDS, type Measure } from '@stockroom/contract';
import type { NewEvent } from './analytics-fixture';

export interface Filters {
  from: string;
  to: string;
  provider_id?: string;
  category_id?: string;
  group_id?: string;
  product_id?: string;
}
type Names = Map<string, string>;
const dayOf = (e: NewEvent) => (e.occurred_at as Date).toISOString().slice(0, 10);
const uniq = <T>(list: T[] = []) => [...new Set(list)];
const nameIn = (names: Names, id: string) => names.get(id) ?? '(deleted)';
const DAY_MS = 86_400_000;
const addDays = (day: string, n: number) => new Date(Date.parse(day) + n * DAY_MS).toISOString().slice(0, 10);

export function matching(list: NewEvent[], f: Filters) {
  return list.filter((e) => {
    const day = dayOf(e);
    return (
      day >= f.from &&
      day <= f.to &&
      (!f.product_id || e.product_id === f.product_id) &&
      (!f.provider_id || e.provider_ids?.includes(f.provider_id)) &&
      (!f.category_id || e.category_ids?.includes(f.category_id)) &&
      (!f.group_id || e.group_ids?.includes(f.group_id))
    );
  });
}

/** Count and distinct members per key an event falls under (one event may fall under several). */
function tally(list: NewEvent[], keysOf: (e: NewEvent) => string[]) {
  const out = new Map<string, { count: number; users: Set<string> }>();
  for (const e of list)
    for (const key of uniq(keysOf(e))) {
      const t = out.get(key) ?? { count: 0, users: new Set<string>() };
      t.count++;
      if (e.user_id) t.users.add(e.user_id);
      out.set(key, t);
    }
  return out;
}

export function expectedFunnel(list: NewEvent[], f: Filters) {
  const t = tally(matching(list, f), (e) => [e.kind]);
  const steps = FUNNEL_KINDS.map((kind, i) => {
    const count = t.get(kind)?.count ?? 0;
    const before = i === 0 ? 0 : (t.get(FUNNEL_KINDS[i - 1] as string)?.count ?? 0);
    return { kind, count, members: t.get(kind)?.users.size ?? 0, conversion: before === 0 ? null : count / before };
  });
  return { period: { from: f.from, to: f.to }, steps };
}

export function expectedSeries(list: NewEvent[], f: Filters, bucket: 'day' | 'week') {
  const startOf = (day: string) => (bucket === 'day' ? day : addDays(day, -((new Date(day).getUTCDay() + 6) % 7)));
  const events = matching(list, f);
  const points = [];
  for (let start = startOf(f.from); start <= f.to; start = addDays(start, bucket === 'day' ? 1 : 7)) {
    const inBucket = events.filter((e) => startOf(dayOf(e)) === start);
    const counts = Object.fromEntries(MEASURE_KINDS.map((k) => [k, inBucket.filter((e) => e.kind === k).length]));
    const active_members = new Set(inBucket.flatMap((e) => (e.user_id ? [e.user_id] : []))).size;
    points.push({ start, counts, active_members });
  }
  return { period: { from: f.from, to: f.to }, bucket, points };
}

export function expectedGroups(list: NewEvent[], f: Filters, names: Names) {
  const events = matching(list, f);
  const keys = (e: NewEvent) => (e.group_ids ?? []).filter((g) => !f.group_id || g === f.group_id);
  const all = tally(events, keys);
  const logins = tally(
    events.filter((e) => e.kind === 'login'),
    keys,
  );
  const groups = [...all].map(([id, t]) => ({
    id,
    name: nameIn(names, id),
    active_members: t.users.size,
    logins: logins.get(id)?.count ?? 0,
  }));
  groups.sort((a, b) => b.active_members - a.active_members || b.logins - a.logins || a.name.localeCompare(b.name));
  return { period: { from: f.from, to: f.to }, groups };
}

export type Dimension = 'product' | 'category' | 'template' | 'group';
export function expectedTop(list: NewEvent[], f: Filters, measure: Measure, dimension: Dimension, names: Names) {
  const own = { product: f.product_id, category: f.category_id, group: f.group_id, template: undefined }[dimension];
  const keysOf = (e: NewEvent): string[] => {
    const ids =
      dimension === 'product'
        ? [e.product_id]
        : dimension === 'template'
          ? [e.template_id]
          : dimension === 'category'
            ? (e.category_ids ?? [])
            : (e.group_ids ?? []);
    return ids.filter((id): id is string => !!id && (!own || id === own));
  };
  const t = tally(
    matching(list, f).filter((e) => e.kind === measure),
    keysOf,
  );
  const rows = [...t].map(([id, v]) => ({ id, name: nameIn(names, id), count: v.count, members: v.users.size }));
  rows.sort((a, b) => b.count - a.count || b.members - a.members || (a.id < b.id ? -1 : 1));
  return { period: { from: f.from, to: f.to }, rows: rows.slice(0, 10) };
}

export function expectedProviders(list: NewEvent[], f: Filters, names: Names) {
  const events = matching(list, f).filter((e) => e.kind === 'product_view' || e.kind === 'download');
  const keys = (e: NewEvent) => (e.provider_ids ?? []).filter((p) => !f.provider_id || p === f.provider_id);
  const reach = tally(events, keys);
  const of = (kind: string) =>
    tally(
      events.filter((e) => e.kind === kind),
      keys,
    );
  const [views, downloads] = [of('product_view'), of('download')];
  const providers = [...reach].map(([id, t]) => ({
    id,
    name: nameIn(names, id),
    views: views.get(id)?.count ?? 0,
    downloads: downloads.get(id)?.count ?? 0,
    members: t.users.size,
  }));
  providers.sort(
    (a, b) => b.views - a.views || b.downloads - a.downloads || b.members - a.members || a.name.localeCompare(b.name),
  );
  return { period: { from: f.from, to: f.to }, providers };
}

export function expectedSearches(list: NewEvent[], f: Filters) {
  const by = new Map<string, { count: number; zero: number }>();
  for (const e of matching(list, f).filter((x) => x.kind === 'search' && x.search_query)) {
    const q = by.get(e.search_query as string) ?? { count: 0, zero: 0 };
    q.count++;
    if (e.search_results === 0) q.zero++;
    by.set(e.search_query as string, q);
  }
  const rows = [...by].map(([query, v]) => ({ query, count: v.count, zero_results: v.zero }));
  const q = (a: { query: string }, b: { query: string }) => (a.query < b.query ? -1 : 1);
  return {
    period: { from: f.from, to: f.to },
    top: [...rows].sort((a, b) => b.count - a.count || q(a, b)).slice(0, 20),
    zero_results: rows
      .filter((r) => r.zero_results > 0)
      .sort((a, b) => b.zero_results - a.zero_results || q(a, b))
      .map((r) => ({ query: r.query, count: r.zero_results })),
  };
}
