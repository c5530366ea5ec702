/**
 * The SQL that moves a range of events into the daily rollups. Every statement adds to what is
 * there (ON CONFLICT ... DO UPDATE / DO NOTHING), so the range (after, upTo] must be counted once:
 * the watermark, moved in the same transaction, sees to that.
 */
import { type Db, queryRows, ROLLUP_NONE } from '@stockroom/db';
import { sql } from 'drizzle-orm';
import { ANY_KIND, allDimValues, eventRows, memberBit, memberChunk } from './dimensions.queries';

const none = sql.raw(`'${ROLLUP_NONE}'::uuid`);

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

export async function rollUpRange(tx: Db, after: number, upTo: number) {
  // The batch's events with their sets sorted, once, for every rollup below to read.
  await tx.execute(sql`create temporary table rollup_batch on commit drop as
    select * from ${eventRows(sql`e.id > ${after} and e.id <= ${upTo}`)} x`);
  await rollUpFacts(tx);
  await rollUpCounts(tx);
  await numberMembers(tx);
  await rollUpMemberBits(tx);
  await rollUpRunningTotals(tx);
  await tx.execute(sql`update event_rollup_watermark set last_event_id = ${upTo} where id = 1`);
}

/** Per day and everything a filter names, the member included (decision 0045). */
async function rollUpFacts(tx: Db) {
  await tx.execute(sql`
    insert into event_daily_facts (day, kind, user_id, provider_ids, category_ids, group_ids, product_id,
      template_id, search_query, count, zero_results)
    select day, kind, coalesce(user_id, ${none}), provider_ids, category_ids, group_ids, coalesce(product_id, ${none}),
      coalesce(template_id, ${none}), q, count(*), count(*) filter (where zero)
    from rollup_batch
    group by 1, 2, 3, 4, 5, 6, 7, 8, 9
    on conflict (day, kind, product_id, user_id, template_id, search_query, group_ids, category_ids, provider_ids)
    do update set count = event_daily_facts.count + excluded.count,
      zero_results = event_daily_facts.zero_results + excluded.zero_results`);
}

/** Per day, kind and dimension value (with the event's providers): how many, and how many found nothing. */
async function rollUpCounts(tx: Db) {
  await tx.execute(sql`
    insert into event_daily_counts (kind, dim, day, value, provider_ids, count, zero_results)
    select x.kind, d.dim, x.day, d.value, x.provider_ids, count(*), count(*) filter (where x.zero)
    from rollup_batch x cross join lateral ${allDimValues(['all', 'category', 'group', 'query'])}
    group by x.kind, d.dim, x.day, d.value, x.provider_ids
    on conflict (kind, dim, day, value, provider_ids)
    do update set count = event_daily_counts.count + excluded.count,
      zero_results = event_daily_counts.zero_results + excluded.zero_results`);
}

/** Numbers the batch's members not numbered yet, next after the largest (the watermark's lock keeps runs apart). */
async function numberMembers(tx: Db) {
  await tx.execute(sql`
    insert into event_members (user_id, n)
    select u.user_id, (select coalesce(max(n), -1) from event_members) + row_number() over (order by u.user_id)
    from (select distinct user_id from rollup_batch where user_id is not null) u
    where not exists (select 1 from event_members m where m.user_id = u.user_id)`);
}

/** Sets each member's bit for the day, kind (and 'any') and dimension value of what they did. */
async function rollUpMemberBits(tx: Db) {
  await tx.execute(sql`
    insert into event_member_bits (kind, dim, day, value, provider_ids, chunk, bits)
    select kind, dim, day, value, provider_ids, ${memberChunk(sql`n`)}, bit_or(${memberBit(sql`n`)})
    from (
      select distinct k.kind, d.dim, x.day, d.value, x.provider_ids, m.n
      from rollup_batch x
      join event_members m on m.user_id = x.user_id
      cross join lateral (values (x.kind), (${ANY_KIND})) k(kind)
      cross join lateral ${allDimValues(['all', 'category', 'group'])}
      where not (k.kind = ${ANY_KIND} and d.dim = 'category')
    ) y
    group by kind, dim, day, value, provider_ids, ${memberChunk(sql`n`)}
    on conflict (kind, dim, day, value, provider_ids, chunk)
    do update set bits = event_member_bits.bits | excluded.bits`);
}

/**
 * Adds the batch's products and templates, per day of the year, to their running totals: the rows
 * there are updated from the batch's first day on, the others made.
 */
async function rollUpRunningTotals(tx: Db) {
  const sameKey = sql`t.kind = b.kind and t.dim = b.dim and t.year = b.year and t.value = b.value
    and t.provider_ids = b.provider_ids`;
  await tx.execute(sql`
    with batch as (
      select kind, dim, year, value, provider_ids, array_agg(doy) as days, array_agg(n) as amounts
      from (
        select x.kind, d.dim, extract(year from x.day)::int as year, extract(doy from x.day)::int as doy, d.value,
          x.provider_ids, count(*)::int as n
        from rollup_batch x cross join lateral (
          select 'product' as dim, x.product_id as value where x.product_id is not null
          union all select 'template', x.template_id where x.template_id is not null
        ) d
        group by 1, 2, 3, 4, 5, 6
      ) y
      group by kind, dim, year, value, provider_ids
    ),
    updated as (
      update event_running_totals t set running = event_running_add(t.running, b.days, b.amounts)
      from batch b where ${sameKey}
      returning t.kind, t.dim, t.year, t.value, t.provider_ids
    )
    insert into event_running_totals (kind, dim, year, value, provider_ids, running)
    select b.kind, b.dim, b.year, b.value, b.provider_ids, event_running_add(null, b.days, b.amounts)
    from batch b where not exists (select 1 from updated t where ${sameKey})`);
}
