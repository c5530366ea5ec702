/**
 * The panels' SQL, each one statement: over the per-dimension rollups when the scope allows
 * (dimension-panels.queries.ts), else over `facts` (facts.queries.ts).
 */
import { FUNNEL_KINDS, type Measure } from '@stockroom/contract';
import { type Db, queryRows } from '@stockroom/db';
import { type SQL, sql } from 'drizzle-orm';
import {
  funnelByDimension,
  groupsByDimension,
  providersByDimension,
  readsByDimension,
  searchesByDimension,
  seriesByDimension,
  topByDimension,
  topByRunningTotals,
  viewedByRunningTotals,
} from './dimension-panels.queries';
import { factsCte, membersCte, NONE, type Scope } from './facts.queries';
import type { BucketRow, DimensionRow, KindTotalRow, Num } from './panel-rows';

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** Events and distinct members per funnel step. */
export const funnelRows = (db: Db, scope: Scope) =>
  readsByDimension(scope)
    ? funnelByDimension(db, scope)
    : queryRows<KindTotalRow>(
        db,
        sql`with ${factsCte(scope, FUNNEL_KINDS)}, ${membersCte()}
    select 'count' as what, kind, sum(count) as n from facts group by kind
    union all
    select 'members', kind, count(distinct user_id) from members where kind in (${list(FUNNEL_KINDS)}) group by kind`,
      );

/** Per bucket: each kind's count (kind set) and the distinct members active (kind null). */
export function seriesRows(db: Db, scope: Scope, bucket: 'day' | 'week') {
  const start = (column: string) =>
    bucket === 'day' ? sql.raw(`${column}::text`) : sql.raw(`date_trunc('week', ${column})::date::text`);
  if (readsByDimension(scope)) return seriesByDimension(db, scope, start);
  return queryRows<BucketRow>(
    db,
    sql`with ${factsCte(scope)}, ${membersCte()}
    select ${start('day')} as start, kind, sum(count) as n from facts group by 1, 2
    union all
    select ${start('day')}, null, count(distinct user_id) from members group by 1`,
  );
}

/** Per group the member was in: distinct active members and logins. */
export const groupRows = (db: Db, scope: Scope) =>
  readsByDimension(scope)
    ? groupsByDimension(db, scope)
    : queryRows<{ id: string; active: Num; logins: Num }>(
        db,
        sql`with ${factsCte(scope)}
    select g.id, count(distinct f.user_id) filter (where f.user_id <> ${NONE}) as active,
      coalesce(sum(f.count) filter (where f.kind = 'login'), 0) as logins
    from facts f cross join lateral unnest(f.group_ids) g(id)
    ${scope.group_id ? sql`where g.id = ${scope.group_id}::uuid` : sql``}
    group by g.id`,
      );

const dimensionColumn: Record<'product' | 'category' | 'template' | 'group', { from: SQL; filter?: keyof Scope }> = {
  product: { from: sql`(select f.product_id as id) d`, filter: 'product_id' },
  template: { from: sql`(select f.template_id as id) d` },
  category: { from: sql`unnest(f.category_ids) d(id)`, filter: 'category_id' },
  group: { from: sql`unnest(f.group_ids) d(id)`, filter: 'group_id' },
};

/** The ids most counted for a measure, with their distinct members; the filtered id alone for its own dimension. */
export function topRows(
  db: Db,
  scope: Scope,
  measure: Measure,
  dimension: keyof typeof dimensionColumn,
  limit: number,
) {
  if (readsByDimension(scope))
    return dimension === 'category' || dimension === 'group'
      ? topByDimension(db, scope, measure, dimension, limit)
      : topByRunningTotals(db, scope, measure, dimension, limit);
  const { from, filter } = dimensionColumn[dimension];
  const only = filter && scope[filter] ? sql`and d.id = ${scope[filter]}::uuid` : sql``;
  return queryRows<DimensionRow>(
    db,
    sql`with ${factsCte(scope, [measure])}
    select d.id, sum(f.count) as count, count(distinct f.user_id) filter (where f.user_id <> ${NONE}) as members
    from facts f cross join lateral ${from}
    where d.id <> ${NONE} ${only}
    group by d.id order by count desc, members desc, d.id limit ${limit}`,
  );
}

/** Per provider its products' views and downloads, and the members who viewed or downloaded. */
export const providerRows = (db: Db, scope: Scope) =>
  readsByDimension(scope)
    ? providersByDimension(db, scope)
    : queryRows<{ id: string; views: Num; downloads: Num; members: Num }>(
        db,
        sql`with ${factsCte(scope, ['product_view', 'download'])}
    select p.id, coalesce(sum(f.count) filter (where f.kind = 'product_view'), 0) as views,
      coalesce(sum(f.count) filter (where f.kind = 'download'), 0) as downloads,
      count(distinct f.user_id) filter (where f.user_id <> ${NONE}) as members
    from facts f cross join lateral unnest(f.provider_ids) p(id)
    ${scope.provider_id ? sql`where p.id = ${scope.provider_id}::uuid` : sql``}
    group by p.id`,
      );

/** Each normalized query's searches and zero-result searches. */
export const searchRows = (db: Db, scope: Scope) =>
  readsByDimension(scope)
    ? searchesByDimension(db, scope)
    : queryRows<{ query: string; count: Num; zero: Num }>(
        db,
        sql`with ${factsCte(scope, ['search'])}
    select search_query as query, sum(count) as count, sum(zero_results) as zero
    from facts where search_query <> '' group by search_query`,
      );

/**
 * Live, published products (as the catalogue is now: product, its categories, their providers)
 * with no product view in the period by members of the filtered group, oldest first.
 */
export function unviewedRows(db: Db, scope: Scope, limit: number) {
  const viewScope: Scope = { from: scope.from, to: scope.to, group_id: scope.group_id, rolledUpTo: scope.rolledUpTo };
  const where: SQL[] = [sql`not p.is_draft`];
  if (scope.product_id) where.push(sql`p.id = ${scope.product_id}::uuid`);
  if (scope.category_id)
    where.push(
      sql`exists (select 1 from product_categories pc where pc.product_id = p.id and pc.category_id = ${scope.category_id}::uuid)`,
    );
  if (scope.provider_id)
    where.push(sql`exists (select 1 from product_categories pc
      join category_providers cp on cp.category_id = pc.category_id
      where pc.product_id = p.id and cp.provider_id = ${scope.provider_id}::uuid)`);
  return queryRows<{ id: string; title: string; created_at: Date | string; total: Num }>(
    db,
    sql`with ${
      scope.group_id
        ? sql`${factsCte(viewScope, ['product_view'])},
          viewed as (select distinct product_id from facts where product_id is not null)`
        : viewedByRunningTotals(scope)
    }
    select p.id, p.title, p.created_at, count(*) over () as total from products p
    -- Not in, not "not exists": the viewed set's size is a guess (a having clause, a group filter),
    -- and a guess of a few rows made an anti join that read the whole set once per product.
    -- "Not in" a subquery is always one hash of it; its ids are never null.
    where ${sql.join(where, sql` and `)} and p.id not in (select product_id from viewed)
    order by p.created_at, p.id limit ${limit}`,
  );
}

const nameTables = {
  product: sql`select id, title as name from products`,
  category: sql`select id, name from categories`,
  template: sql`select id, name from templates`,
  group: sql`select id, name from groups`,
  provider: sql`select id, name from content_providers`,
};

/** Names of the given ids, from the catalogue as it is now; a row deleted for good has none. */
export async function names(db: Db, table: keyof typeof nameTables, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await queryRows<{ id: string; name: string }>(
    db,
    sql`${nameTables[table]} where id = any(${`{${ids.join(',')}}`}::uuid[])`,
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The rollups' watermark: every event at or below it is in the rollups. */
export async function rolledUpTo(db: Db) {
  const rows = await queryRows<{ last: string | number | null }>(
    db,
    sql`select max(last_event_id) as last from event_rollup_watermark`,
  );
  return Number(rows[0]?.last ?? 0);
}
