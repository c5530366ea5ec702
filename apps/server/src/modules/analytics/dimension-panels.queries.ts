/**
 * The panels read from the per-dimension counts and member bitmaps (decision 0049), for the whole
 * catalogue or one provider: a period costs days × dimension values rows, not its events. Each
 * statement reads the watermark, the rollups and the events past it together, as facts.queries.ts does.
 */
import { FUNNEL_KINDS, type Measure } from '@stockroom/contract';
import { type Db, EVENT_KINDS, queryRows } from '@stockroom/db';
import { type SQL, sql } from 'drizzle-orm';
import {
  ANY_KIND,
  type CountDim,
  dimValues,
  eventRows,
  type MemberDim,
  memberBit,
  memberChunk,
} from './dimensions.queries';
import { NONE, pastWatermark, periodEnd, periodStart, type Scope } from './facts.queries';
import type { BucketRow, DimensionRow, KindTotalRow, Num } from './panel-rows';

/** Whether a scope's panels can read the per-dimension rollups: no filter, or a provider alone. */
export const readsByDimension = (scope: Scope) => !scope.category_id && !scope.group_id && !scope.product_id;

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
const inPeriod = (scope: Scope) => sql`day between ${scope.from}::date and ${scope.to}::date`;
const ofProvider = (scope: Scope, column: SQL) =>
  scope.provider_id ? sql`and ${column} @> array[${scope.provider_id}::uuid]` : sql``;

const pastWatermarkInPeriod = (scope: Scope) => sql`${pastWatermark(scope)}
  and e.occurred_at >= ${periodStart(scope)} and e.occurred_at < ${periodEnd(scope)}`;

/** The events past the watermark within the period and provider, shaped by eventRows. */
const tailRows = (scope: Scope) =>
  eventRows(sql`${pastWatermarkInPeriod(scope)} ${ofProvider(scope, sql`e.provider_ids`)}`);

/** `counts(kind, day, value, provider_ids, count, zero_results)`: one dimension's counts in the scope. */
function countsCte(scope: Scope, dim: CountDim, kinds: readonly string[]) {
  return sql`counts as (
    select kind, day, value, provider_ids, count, zero_results from event_daily_counts
    where dim = ${dim} and kind in (${list(kinds)}) and ${inPeriod(scope)} ${ofProvider(scope, sql`provider_ids`)}
    union all
    select x.kind, x.day, d.value, x.provider_ids, 1, case when x.zero then 1 else 0 end
    from ${tailRows(scope)} x cross join lateral ${dimValues(dim)}
    where x.kind in (${list(kinds)})
  )`;
}

/**
 * `bits(kind, day, value, provider_ids, chunk, bits)` and `unnumbered(kind, day, value,
 * provider_ids, user_id)`: one dimension's member bitmaps in the scope. A member past the watermark
 * whom the rollup has not numbered yet is in no bitmap, so they are counted apart, by id.
 */
function bitsCte(scope: Scope, dim: MemberDim, kinds: readonly string[]) {
  const tail = sql`select k.kind, x.day, d.value, x.provider_ids, x.user_id
    from ${tailRows(scope)} x
    cross join lateral (values (x.kind), (${ANY_KIND})) k(kind)
    cross join lateral ${dimValues(dim)}
    where x.user_id is not null and k.kind in (${list(kinds)})`;
  return sql`tail_members as (${tail}),
  bits as (
    select kind, day, value, provider_ids, chunk, bits from event_member_bits
    where dim = ${dim} and kind in (${list(kinds)}) and ${inPeriod(scope)} ${ofProvider(scope, sql`provider_ids`)}
    union all
    select t.kind, t.day, t.value, t.provider_ids, ${memberChunk(sql`m.n`)}, ${memberBit(sql`m.n`)}
    from tail_members t join event_members m on m.user_id = t.user_id
  ),
  unnumbered as (
    select t.* from tail_members t where not exists (select 1 from event_members m where m.user_id = t.user_id)
  )`;
}

/**
 * Distinct members per `key` (an expression over bits and unnumbered rows, as `key`): the set bits
 * of each chunk's OR, plus the unnumbered members.
 */
function membersBy(key: SQL) {
  return sql`select key, sum(n) as n from (
    select key, sum(bit_count(b)) as n from (
      select ${key} as key, chunk, bit_or(bits) as b from bits group by 1, 2
    ) o group by key
    union all
    select ${key} as key, count(distinct user_id) from unnumbered group by 1
  ) m group by key`;
}

export const funnelByDimension = (db: Db, scope: Scope) =>
  queryRows<KindTotalRow>(
    db,
    sql`with ${countsCte(scope, 'all', FUNNEL_KINDS)}, ${bitsCte(scope, 'all', FUNNEL_KINDS)}
    select 'count' as what, kind, sum(count) as n from counts group by kind
    union all
    select 'members', key, n from (${membersBy(sql`kind`)}) m`,
  );

export function seriesByDimension(db: Db, scope: Scope, start: (column: string) => SQL) {
  return queryRows<BucketRow>(
    db,
    sql`with ${countsCte(scope, 'all', EVENT_KINDS)}, ${bitsCte(scope, 'all', [ANY_KIND])}
    select ${start('day')} as start, kind, sum(count) as n from counts group by 1, 2
    union all
    select key, null, n from (${membersBy(start('day'))}) m`,
  );
}

/** Per group: distinct members who did anything, and logins; a group appears when any event named it. */
export const groupsByDimension = (db: Db, scope: Scope) =>
  queryRows<{ id: string; active: Num; logins: Num }>(
    db,
    sql`with ${countsCte(scope, 'group', EVENT_KINDS)}, ${bitsCte(scope, 'group', [ANY_KIND])},
    logins as (select value, coalesce(sum(count) filter (where kind = 'login'), 0) as n from counts group by value),
    active as (${membersBy(sql`value`)})
    select l.value as id, coalesce(a.n, 0) as active, l.n as logins
    from logins l left join active a on a.key = l.value`,
  );

/** The categories or groups most counted for a measure, with their distinct members. */
export const topByDimension = (db: Db, scope: Scope, measure: Measure, dim: 'category' | 'group', limit: number) =>
  queryRows<DimensionRow>(
    db,
    sql`with ${countsCte(scope, dim, [measure])}, ${bitsCte(scope, dim, [measure])},
    totals as (select value, sum(count) as count from counts group by value),
    members as (${membersBy(sql`value`)})
    select t.value as id, t.count, coalesce(m.n, 0) as members
    from totals t left join members m on m.key = t.value
    order by t.count desc, members desc, t.value limit ${limit}`,
  );

/** Per provider its products' views and downloads, and the members who viewed or downloaded. */
export function providersByDimension(db: Db, scope: Scope) {
  const only = scope.provider_id ? sql`where p = ${scope.provider_id}::uuid` : sql``;
  const kinds = ['product_view', 'download'];
  return queryRows<{ id: string; views: Num; downloads: Num; members: Num }>(
    db,
    sql`with ${countsCte(scope, 'all', kinds)}, ${bitsCte(scope, 'all', kinds)},
    totals as (
      select p as id, coalesce(sum(count) filter (where kind = 'product_view'), 0) as views,
        coalesce(sum(count) filter (where kind = 'download'), 0) as downloads
      from counts cross join lateral unnest(provider_ids) p ${only} group by p
    ),
    provider_bits as (
      select p as id, chunk, bit_or(bits) as b from bits cross join lateral unnest(provider_ids) p ${only} group by 1, 2
    ),
    members as (
      select id, sum(n) as n from (
        select id, sum(bit_count(b)) as n from provider_bits group by id
        union all
        select p, count(distinct user_id) from unnumbered cross join lateral unnest(provider_ids) p ${only} group by p
      ) m group by id
    )
    select t.id, t.views, t.downloads, coalesce(m.n, 0) as members from totals t left join members m on m.id = t.id`,
  );
}

/** Each normalized query's searches and zero-result searches. */
export const searchesByDimension = (db: Db, scope: Scope) =>
  queryRows<{ query: string; count: Num; zero: Num }>(
    db,
    sql`with ${countsCte(scope, 'query', ['search'])}
    select value as query, sum(count) as count, sum(zero_results) as zero from counts group by value`,
  );

const yearOf = (day: string) => Number(day.slice(0, 4));
/** The day of its year a date is (1 January is 1), as SQL. */
const dayOfYear = (day: string) => sql`extract(doy from ${day}::date)::int`;

/** One year's running totals row (alias r) read for the period: the total through its end less the total before its start. */
function periodAmount(scope: Scope) {
  const at = (index: SQL) => sql`coalesce(r.running[least(${index}, array_length(r.running, 1))], 0)`;
  const end = sql`case when r.year = ${yearOf(scope.to)} then ${dayOfYear(scope.to)} else 366 end`;
  const before = sql`case when r.year = ${yearOf(scope.from)} then ${dayOfYear(scope.from)} - 1 else 0 end`;
  return sql`(${at(end)} - case when ${before} > 0 then ${at(before)} else 0 end)`;
}

/** `totals(id, count)`: each product's or template's count in the period, from the running totals and the events past them. */
function runningTotalsCte(scope: Scope, dim: 'product' | 'template', kinds: readonly string[]) {
  const column = sql.raw(`e.${dim}_id`);
  return sql`totals as (
    select id, sum(count) as count from (
      select r.value as id, ${periodAmount(scope)} as count from event_running_totals r
      where r.dim = ${dim} and r.kind in (${list(kinds)}) and r.year between ${yearOf(scope.from)} and ${yearOf(scope.to)}
        ${ofProvider(scope, sql`r.provider_ids`)}
      union all
      select ${column}, 1 from events e
      where ${pastWatermarkInPeriod(scope)} and e.kind in (${list(kinds)}) and ${column} is not null
        ${ofProvider(scope, sql`e.provider_ids`)}
    ) t group by id having sum(count) > 0
  )`;
}

/**
 * The products or templates most counted for a measure, with their distinct members. Every id's
 * count comes from its running totals; the members, which need who did it, are counted from the
 * facts for the ids that can make the list alone (the tied ones at its end included), one id at a
 * time: each id's rows come in one index range, and counting them apart sorts a few thousand rows
 * ten times instead of hashing all of them and sorting the pairs again.
 */
export function topByRunningTotals(db: Db, scope: Scope, measure: Measure, dim: 'product' | 'template', limit: number) {
  const column = sql.raw(`${dim}_id`);
  return queryRows<DimensionRow>(
    db,
    sql`with ${runningTotalsCte(scope, dim, [measure])},
    cut as (select count from totals order by count desc limit 1 offset ${limit - 1}),
    candidates as (select id, count from totals where count >= coalesce((select count from cut), 0)),
    tail as materialized (
      select e.${column} as id, e.user_id from events e
      where ${pastWatermarkInPeriod(scope)} and e.kind = ${measure} and e.${column} in (select id from candidates)
        and e.user_id is not null ${ofProvider(scope, sql`e.provider_ids`)}
    )
    select c.id, c.count, (
      select count(distinct u.user_id) from (
        select f.user_id from event_daily_facts f
        where f.${column} = c.id and ${inPeriod(scope)} and f.kind = ${measure}
          and f.user_id <> ${NONE} ${ofProvider(scope, sql`f.provider_ids`)}
        union all
        select t.user_id from tail t where t.id = c.id
      ) u
    ) as members
    from candidates c
    order by c.count desc, members desc, c.id limit ${limit}`,
  );
}

/** `viewed(product_id)`: the products viewed in the period by anyone, from the running totals. */
export const viewedByRunningTotals = (scope: Scope) =>
  sql`${runningTotalsCte({ from: scope.from, to: scope.to, rolledUpTo: scope.rolledUpTo }, 'product', ['product_view'])},
  viewed as (select id as product_id from totals)`;
