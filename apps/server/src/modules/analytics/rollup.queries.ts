/**
 * The SQL that moves a range of events into the daily rollups. Every statement adds to what is
 * there (ON CONFLICT ... DO UPDATE / DO NOTHING), so the range (after, upTo] must be counted once:
 * the watermark, moved in the same transaction, sees to that.
 */
import { type Db, queryRows, ROLLUP_NONE } from '@stockroom/db';
import { sql } from 'drizzle-orm';

const none = sql.raw(`'${ROLLUP_NONE}'::uuid`);
const orNone = (column: string) =>
  sql.raw(`unnest(case when cardinality(e.${column}) = 0 then array['${ROLLUP_NONE}'::uuid] else e.${column} end)`);

/**
 * Waits for every transaction that is inserting events to end and holds new ones back until this
 * transaction ends. Ids are taken in INSERT order but commit in any order; with no insert in flight
 * every id at or below the largest visible one is committed (or rolled back for good), so nothing
 * read now can be missed later. Writers wait at most one rollup batch.
 */
export async function holdEventWriters(tx: Db) {
  await tx.execute(sql`lock table events in share row exclusive mode`);
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
  const day = sql`(e.occurred_at at time zone 'UTC')::date`;
  const range = sql`e.id > ${after} and e.id <= ${upTo}`;
  await tx.execute(sql`
    insert into event_daily_counts (day, kind, provider_id, category_id, group_id, product_id, template_id, count)
    select day, kind, provider_id, category_id, group_id, product_id, template_id, count(*)
    from (
      select ${day} as day, e.kind, p.v as provider_id, c.v as category_id, g.v as group_id,
        coalesce(e.product_id, ${none}) as product_id, coalesce(e.template_id, ${none}) as template_id
      from events e
      cross join lateral (select ${orNone('provider_ids')} as v) p
      cross join lateral (select ${orNone('category_ids')} as v) c
      cross join lateral (select ${orNone('group_ids')} as v) g
      where ${range}
    ) x
    group by day, kind, provider_id, category_id, group_id, product_id, template_id
    on conflict (day, kind, provider_id, category_id, group_id, product_id, template_id)
    do update set count = event_daily_counts.count + excluded.count`);
  await tx.execute(sql`
    insert into event_daily_searches (day, query, count, zero_results)
    select ${day}, e.search_query, count(*), count(*) filter (where e.search_results = 0)
    from events e where ${range} and e.kind = 'search' and e.search_query is not null
    group by 1, 2
    on conflict (day, query) do update set count = event_daily_searches.count + excluded.count,
      zero_results = event_daily_searches.zero_results + excluded.zero_results`);
  await tx.execute(sql`
    insert into event_daily_members (day, kind, user_id)
    select distinct ${day}, e.kind, e.user_id from events e where ${range} and e.user_id is not null
    on conflict do nothing`);
  await tx.execute(sql`update event_rollup_watermark set last_event_id = ${upTo} where id = 1`);
}
