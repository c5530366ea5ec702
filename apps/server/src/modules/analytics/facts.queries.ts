/**
 * The rows every panel reads: the daily rollups up to the watermark and the raw events past it,
 * shaped alike (decision 0045). One statement reads the watermark, the rollups and the events, so
 * it sees a rollup batch and its watermark together or neither: a panel's numbers do not move
 * when the job runs.
 */
import { ROLLUP_NONE } from '@stockroom/db';
import { type SQL, sql } from 'drizzle-orm';
import { asSet } from './dimensions.queries';

export const NONE = sql.raw(`'${ROLLUP_NONE}'::uuid`);

/** A period (both days included, UTC) and the filters a panel was asked for. */
export interface Scope {
  from: string;
  to: string;
  provider_id?: string | undefined;
  category_id?: string | undefined;
  group_id?: string | undefined;
  product_id?: string | undefined;
  /**
   * The watermark as read just before the statement. The statement reads it again itself (it may
   * only have moved on); this number lets the planner see how few events are past it.
   */
  rolledUpTo?: number | undefined;
}

/** The filters as conditions on a rollup row or an event, whose columns share their names. */
function filters(alias: string, scope: Scope, kinds?: readonly string[]): SQL[] {
  const col = (name: string) => sql.raw(`${alias}.${name}`);
  const where: SQL[] = [];
  if (kinds)
    where.push(
      sql`${col('kind')} in (${sql.join(
        kinds.map((k) => sql`${k}`),
        sql`, `,
      )})`,
    );
  if (scope.product_id) where.push(sql`${col('product_id')} = ${scope.product_id}::uuid`);
  if (scope.provider_id) where.push(sql`${col('provider_ids')} @> array[${scope.provider_id}::uuid]`);
  if (scope.category_id) where.push(sql`${col('category_ids')} @> array[${scope.category_id}::uuid]`);
  if (scope.group_id) where.push(sql`${col('group_ids')} @> array[${scope.group_id}::uuid]`);
  return where;
}

const and = (parts: SQL[]) => sql.join(parts, sql` and `);
export const periodStart = (scope: Scope) => sql`(${scope.from}::date::timestamp at time zone 'UTC')`;
export const periodEnd = (scope: Scope) => sql`((${scope.to}::date + 1)::timestamp at time zone 'UTC')`;
/** Events past the watermark, which the rollups do not hold yet. */
export const pastWatermark = (scope: Scope) =>
  sql`e.id > (select coalesce(max(last_event_id), 0) from event_rollup_watermark) and e.id > ${scope.rolledUpTo ?? 0}`;

/**
 * `facts` as a WITH item: day, kind, user_id (NONE for nobody), provider_ids, category_ids,
 * group_ids, product_id, template_id (NONE for none), search_query ('' for none), count, zero_results.
 */
export function factsCte(scope: Scope, kinds?: readonly string[]) {
  const rolled = and([sql`r.day between ${scope.from}::date and ${scope.to}::date`, ...filters('r', scope, kinds)]);
  const raw = and([
    pastWatermark(scope),
    sql`e.occurred_at >= ${periodStart(scope)}`,
    sql`e.occurred_at < ${periodEnd(scope)}`,
    ...filters('e', scope, kinds),
  ]);
  return sql`facts as (
    select r.day, r.kind, r.user_id, r.provider_ids, r.category_ids, r.group_ids, r.product_id, r.template_id,
      r.search_query, r.count, r.zero_results
    from event_daily_facts r where ${rolled}
    union all
    select (e.occurred_at at time zone 'UTC')::date, e.kind, coalesce(e.user_id, ${NONE}), ${asSet('provider_ids')},
      ${asSet('category_ids')}, ${asSet('group_ids')}, coalesce(e.product_id, ${NONE}), coalesce(e.template_id, ${NONE}),
      coalesce(e.search_query, ''), 1, case when e.search_results = 0 then 1 else 0 end
    from events e where ${raw}
  )`;
}

/** `members` as a WITH item: day, kind, user_id, once or more per member who did something. Needs `facts` before it. */
export const membersCte = () => sql`members as (select day, kind, user_id from facts where user_id <> ${NONE})`;
