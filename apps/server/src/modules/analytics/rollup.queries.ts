/**
 * The SQL that moves a range of events into the daily rollups. Every statement adds to what is
 * there (ON CONFLICT ... DO UPDATE / DO NOTHING), so the range (after, upTo] must be counted once:
 * the watermark, moved in the same transaction, sees to that.
 */
import { type Db, queryRows, ROLLUP_NONE } from '@stockroom/db';
import { type SQL, sql } from 'drizzle-orm';
import { ANY_KIND, allDimValues, eventRows, memberBit, memberChunk } from './dimensions.queries';

const none = sql.raw(`'${ROLLUP_NONE}'::uuid`);
/** Sorted and without repeats, so the same set of ids always makes the same rollup key. */
const asSet = (column: string) => sql.raw(`array(select distinct v from unnest(e.${column}) v order by v)`);

/**
 * Waits for every transaction that is inserting events to end and holds new ones back until this
 * transaction ends. Ids are taken in INSERT order but commit in any order; with no insert in flight
 * every id at or below the largest visible one is committed (or rolled back for good), so nothing
 * read now can be missed later. Writers wait at most one rollup batch.
 */
export async function holdEventWriters(tx: Db) {
  // Writers queue behind a waiting lock: a long insert must not stall them all, so the batch gives
  // its turn up instead (the next run tries again).
  await tx.execute(sql.raw(`set local lock_timeout = '${ROLLUP_LOCK_TIMEOUT_MS}ms'`));
  await tx.execute(sql`lock table events in share row exclusive mode`);
}

/** How long a batch waits for the transactions inserting events to end. */
export const ROLLUP_LOCK_TIMEOUT_MS = 2000;

/** Whether a batch gave up waiting for the event writers (SQLSTATE lock_not_available). */
export function isLockTimeout(error: unknown) {
  // Drizzle wraps the driver's error; PGlite and node-postgres both carry the SQLSTATE in `code`.
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === '55P03') return true;
  return false;
}

export async function readWatermark(tx: Db) {
  await tx.execute(sql`insert into event_rollup_watermark (id, last_event_id) values (1, 0) on conflict do nothing`);
  const rows = await queryRows<{ last: string }>(
    tx,
    sql`select last_event_id as last from event_rollup_watermark where id = 1 for update`,
  );
  return Number(rows[0]?.last ?? 0);
}

/** The largest id of the next `limit` events after `after`, or null when there are none. */
export async function batchEnd(tx: Db, after: number, limit: number) {
  const rows = await queryRows<{ hi: string | null }>(
    tx,
    sql`select max(id) as hi from (select id from events where id > ${after} order by id limit ${limit}) b`,
  );
  return rows[0]?.hi == null ? null : Number(rows[0].hi);
}

const day = sql`(e.occurred_at at time zone 'UTC')::date`;

export async function rollUpRange(tx: Db, after: number, upTo: number) {
  const range = sql`e.id > ${after} and e.id <= ${upTo}`;
  await tx.execute(sql`
    insert into event_daily_facts (day, kind, user_id, provider_ids, category_ids, group_ids, product_id,
      template_id, search_query, count, zero_results)
    select day, kind, user_id, provider_ids, category_ids, group_ids, product_id, template_id, search_query,
      count(*), count(*) filter (where search_results = 0)
    from (
      select ${day} as day, e.kind, coalesce(e.user_id, ${none}) as user_id, ${asSet('provider_ids')} as provider_ids,
        ${asSet('category_ids')} as category_ids, ${asSet('group_ids')} as group_ids,
        coalesce(e.product_id, ${none}) as product_id, coalesce(e.template_id, ${none}) as template_id,
        coalesce(e.search_query, '') as search_query, e.search_results
      from events e
      where ${range}
    ) x
    group by day, kind, user_id, provider_ids, category_ids, group_ids, product_id, template_id, search_query
    on conflict (day, kind, product_id, user_id, template_id, search_query, group_ids, category_ids, provider_ids)
    do update set count = event_daily_facts.count + excluded.count,
      zero_results = event_daily_facts.zero_results + excluded.zero_results`);
  await rollUpCounts(tx, range);
  await numberMembers(tx, range);
  await rollUpMemberBits(tx, range);
  await rollUpRunningTotals(tx, range);
  await tx.execute(sql`update event_rollup_watermark set last_event_id = ${upTo} where id = 1`);
}

/** Per day, kind and dimension value (with the event's providers): how many, and how many found nothing. */
async function rollUpCounts(tx: Db, range: SQL) {
  await tx.execute(sql`
    insert into event_daily_counts (kind, dim, day, value, provider_ids, count, zero_results)
    select x.kind, d.dim, x.day, d.value, x.provider_ids, count(*), count(*) filter (where x.zero)
    from ${eventRows(range)} x cross join lateral ${allDimValues(['all', 'category', 'group', 'query'])}
    group by x.kind, d.dim, x.day, d.value, x.provider_ids
    on conflict (kind, dim, day, value, provider_ids)
    do update set count = event_daily_counts.count + excluded.count,
      zero_results = event_daily_counts.zero_results + excluded.zero_results`);
}

/** Numbers the range's members not numbered yet, next after the largest (the watermark's lock keeps runs apart). */
async function numberMembers(tx: Db, range: SQL) {
  await tx.execute(sql`
    insert into event_members (user_id, n)
    select u.user_id, (select coalesce(max(n), -1) from event_members) + row_number() over (order by u.user_id)
    from (select distinct e.user_id from events e where ${range} and e.user_id is not null) u
    where not exists (select 1 from event_members m where m.user_id = u.user_id)`);
}

/** Sets each member's bit for the day, kind (and 'any') and dimension value of what they did. */
async function rollUpMemberBits(tx: Db, range: SQL) {
  await tx.execute(sql`
    insert into event_member_bits (kind, dim, day, value, provider_ids, chunk, bits)
    select kind, dim, day, value, provider_ids, ${memberChunk(sql`n`)}, bit_or(${memberBit(sql`n`)})
    from (
      select distinct k.kind, d.dim, x.day, d.value, x.provider_ids, m.n
      from ${eventRows(sql`${range} and e.user_id is not null`)} x
      join event_members m on m.user_id = x.user_id
      cross join lateral (values (x.kind), (${ANY_KIND})) k(kind)
      cross join lateral ${allDimValues(['all', 'category', 'group'])}
      where not (k.kind = ${ANY_KIND} and d.dim = 'category')
    ) y
    group by kind, dim, day, value, provider_ids, ${memberChunk(sql`n`)}
    on conflict (kind, dim, day, value, provider_ids, chunk)
    do update set bits = event_member_bits.bits | excluded.bits`);
}

/** Adds the range's products and templates, per day of the year, to their running totals. */
async function rollUpRunningTotals(tx: Db, range: SQL) {
  await tx.execute(sql`
    insert into event_running_totals (kind, dim, year, value, provider_ids, running)
    select kind, dim, year, value, provider_ids, event_running_add(null, array_agg(doy), array_agg(n))
    from (
      select e.kind, d.dim, extract(year from ${day})::int as year, extract(doy from ${day})::int as doy, d.value,
        ${asSet('provider_ids')} as provider_ids, count(*)::int as n
      from events e cross join lateral (
        select 'product' as dim, e.product_id as value where e.product_id is not null
        union all select 'template', e.template_id where e.template_id is not null
      ) d
      where ${range}
      group by 1, 2, 3, 4, 5, 6
    ) y
    group by kind, dim, year, value, provider_ids
    on conflict (kind, dim, year, value, provider_ids)
    do update set running = event_running_merge(event_running_totals.running, excluded.running)`);
}
