/**
 * How one event spreads over the per-dimension rollups (decision 0049): the same expansion makes
 * the rows the rollup job writes and the rows a panel reads for the events past the watermark, so
 * the two always agree.
 */
import { MEMBER_BITS } from '@stockroom/db';
import { type SQL, sql } from 'drizzle-orm';

export type CountDim = 'all' | 'category' | 'group' | 'query';
export type MemberDim = 'all' | 'category' | 'group';
/** The kind a member bitmap keeps for "did anything". */
export const ANY_KIND = 'any';

/** Sorted and without repeats, so the same set of ids always makes the same rollup key. */
export const asSet = (column: string) => sql.raw(`array(select distinct v from unnest(e.${column}) v order by v)`);

/**
 * The events of `where` (alias e), one row each: day, kind, user_id, provider_ids, category_ids,
 * group_ids (sets), q (the search query, '' for none), zero (a search that found nothing),
 * product_id and template_id.
 */
export const eventRows = (where: SQL) => sql`(
  select (e.occurred_at at time zone 'UTC')::date as day, e.kind, e.user_id, ${asSet('provider_ids')} as provider_ids,
    ${asSet('category_ids')} as category_ids, ${asSet('group_ids')} as group_ids,
    coalesce(e.search_query, '') as q, coalesce(e.search_results = 0, false) as zero, e.product_id, e.template_id
  from events e where ${where}
)`;

/** A row's values for one dimension (alias x on eventRows), as `d(value)`. */
export function dimValues(dim: CountDim): SQL {
  switch (dim) {
    case 'all':
      return sql`(select '' as value) d`;
    case 'category':
      return sql`(select c::text as value from unnest(x.category_ids) c) d`;
    case 'group':
      return sql`(select g::text as value from unnest(x.group_ids) g) d`;
    case 'query':
      return sql`(select x.q as value where x.q <> '') d`;
  }
}

/** Every dimension of a row with its value, as `d(dim, value)`. */
export function allDimValues(dims: readonly CountDim[]): SQL {
  const parts = dims.map((dim) => sql`select ${dim}::text as dim, value from ${dimValues(dim)}`);
  return sql`(${sql.join(parts, sql` union all `)}) d`;
}

/** A bitmap with member n's bit set alone, in chunk n / MEMBER_BITS. */
export const memberBit = (n: SQL) =>
  sql`set_bit((select repeat('0', ${sql.raw(String(MEMBER_BITS))})::bit(${sql.raw(String(MEMBER_BITS))})), ${n} % ${sql.raw(String(MEMBER_BITS))}, 1)`;
export const memberChunk = (n: SQL) => sql`${n} / ${sql.raw(String(MEMBER_BITS))}`;
