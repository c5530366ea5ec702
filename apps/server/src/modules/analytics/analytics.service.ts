import { ANALYTICS_MAX_DAYS, type AnalyticsQuery, type Measure, type TOP_DIMENSIONS } from '@stockroom/contract';
import type { AppDeps } from '../../deps';
import { badRequest } from '../../errors';
import { byNumbersThenName, nameOf, toFunnel, toPeriod, toPoints } from './analytics.mapper';
import {
  funnelRows,
  groupRows,
  names,
  providerRows,
  rolledUpTo,
  searchRows,
  seriesRows,
  topRows,
  unviewedRows,
} from './analytics.queries';
import type { Scope } from './facts.queries';

type Deps = Pick<AppDeps, 'database'>;

/**
 * The query's period filled in, checked again (a `from` alone runs to today, which may be too far),
 * with the rollups' watermark as it is now.
 */
async function scopeOf(deps: Deps, query: AnalyticsQuery): Promise<Scope> {
  const period = toPeriod(query);
  if ((Date.parse(period.to) - Date.parse(period.from)) / 86_400_000 >= ANALYTICS_MAX_DAYS) {
    const message = `A period is at most ${ANALYTICS_MAX_DAYS} days`;
    throw badRequest(`Invalid Query parameter from: ${message}`, [{ path: 'from', message }]);
  }
  return { ...query, ...period, rolledUpTo: await rolledUpTo(deps.database.db) };
}
const periodOf = (scope: Scope) => ({ from: scope.from, to: scope.to });

export async function funnel(deps: Deps, query: AnalyticsQuery) {
  const scope = await scopeOf(deps, query);
  return { period: periodOf(scope), steps: toFunnel(await funnelRows(deps.database.db, scope)) };
}

export async function series(deps: Deps, query: AnalyticsQuery & { bucket: 'day' | 'week' }) {
  const scope = await scopeOf(deps, query);
  const rows = await seriesRows(deps.database.db, scope, query.bucket);
  return { period: periodOf(scope), bucket: query.bucket, points: toPoints(rows, scope.from, scope.to, query.bucket) };
}

export async function groupActivity(deps: Deps, query: AnalyticsQuery) {
  const scope = await scopeOf(deps, query);
  const rows = await groupRows(deps.database.db, scope);
  const named = await names(
    deps.database.db,
    'group',
    rows.map((r) => r.id),
  );
  const groups = rows
    .map((r) => ({ id: r.id, name: nameOf(named, r.id), active_members: Number(r.active), logins: Number(r.logins) }))
    .sort(byNumbersThenName('active_members', 'logins'));
  return { period: periodOf(scope), groups };
}

export async function top(
  deps: Deps,
  query: AnalyticsQuery & { measure: Measure; dimension: (typeof TOP_DIMENSIONS)[number]; limit: number },
) {
  const scope = await scopeOf(deps, query);
  const rows = await topRows(deps.database.db, scope, query.measure, query.dimension, query.limit);
  const named = await names(
    deps.database.db,
    query.dimension,
    rows.map((r) => r.id),
  );
  return {
    period: periodOf(scope),
    rows: rows.map((r) => ({
      id: r.id,
      name: nameOf(named, r.id),
      count: Number(r.count),
      members: Number(r.members),
    })),
  };
}

export async function unviewed(deps: Deps, query: AnalyticsQuery & { limit: number }) {
  const scope = await scopeOf(deps, query);
  const rows = await unviewedRows(deps.database.db, scope, query.limit);
  return {
    period: periodOf(scope),
    total: Number(rows[0]?.total ?? 0),
    products: rows.map((r) => ({ id: r.id, title: r.title, created_at: new Date(r.created_at).toISOString() })),
  };
}

export async function searches(deps: Deps, query: AnalyticsQuery & { limit: number }) {
  const scope = await scopeOf(deps, query);
  const rows = (await searchRows(deps.database.db, scope)).map((r) => ({
    query: r.query,
    count: Number(r.count),
    zero_results: Number(r.zero),
  }));
  const byQuery = (a: { query: string }, b: { query: string }) => (a.query < b.query ? -1 : a.query > b.query ? 1 : 0);
  return {
    period: periodOf(scope),
    top: [...rows].sort((a, b) => b.count - a.count || byQuery(a, b)).slice(0, query.limit),
    zero_results: rows
      .filter((r) => r.zero_results > 0)
      .sort((a, b) => b.zero_results - a.zero_results || byQuery(a, b))
      .slice(0, query.limit)
      .map((r) => ({ query: r.query, count: r.zero_results })),
  };
}

export async function providerReach(deps: Deps, query: AnalyticsQuery) {
  const scope = await scopeOf(deps, query);
  const rows = await providerRows(deps.database.db, scope);
  const named = await names(
    deps.database.db,
    'provider',
    rows.map((r) => r.id),
  );
  const providers = rows
    .map((r) => ({
      id: r.id,
      name: nameOf(named, r.id),
      views: Number(r.views),
      downloads: Number(r.downloads),
      members: Number(r.members),
    }))
    .sort(byNumbersThenName('views', 'downloads', 'members'));
  return { period: periodOf(scope), providers };
}
