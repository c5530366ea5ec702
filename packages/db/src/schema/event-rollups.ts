import { sql } from 'drizzle-orm';
import { bigint, bit, date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

/** Stands for "none" in a rollup key (an event with no member, product, template): keys stay NOT NULL so ON CONFLICT matches. */
export const ROLLUP_NONE = '00000000-0000-0000-0000-000000000000';

/**
 * Events counted per UTC day and everything a panel filters or groups by, the member included
 * (decision 0045). The arrays are kept whole (sorted, so equal sets share a row): an event is one
 * row's worth of count under any filter, and `x = any(...)` or unnest at read time finds it once per
 * category, group or provider it named. Repeats of the same thing by the same member on a day are
 * one row, so distinct members over a period is a COUNT(DISTINCT user_id) over these rows: bounded
 * by members × days × things touched, however many events there were.
 */
export const eventDailyFacts = pgTable(
  'event_daily_facts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    user_id: uuid('user_id').notNull(),
    provider_ids: uuid('provider_ids').array().notNull(),
    category_ids: uuid('category_ids').array().notNull(),
    group_ids: uuid('group_ids').array().notNull(),
    product_id: uuid('product_id').notNull(),
    template_id: uuid('template_id').notNull(),
    /** A search's normalized query, '' for other kinds. */
    search_query: text('search_query').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
    /** Of `count`, the searches that found nothing. */
    zero_results: bigint('zero_results', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({
      columns: [
        t.day,
        t.kind,
        t.product_id,
        t.user_id,
        t.template_id,
        t.search_query,
        t.group_ids,
        t.category_ids,
        t.provider_ids,
      ],
    }),
    // (product | template, kind, day) INCLUDE (user_id, provider_ids) for a product filter and the
    // top products' and templates' members, read from the index alone: migration 0032 (drizzle
    // declares no INCLUDE).
    // Provider, category and group filters: `@>` through GIN instead of every row of the period.
    index('event_daily_facts_providers_idx').using('gin', t.provider_ids),
    index('event_daily_facts_categories_idx').using('gin', t.category_ids),
    index('event_daily_facts_groups_idx').using('gin', t.group_ids),
  ],
);

/** Bits in one row of `event_member_bits`: member n is bit n % MEMBER_BITS of chunk n / MEMBER_BITS. */
export const MEMBER_BITS = 8192;

/**
 * The ids the member bitmaps count with, dense from 0 in the order the rollup first met each member:
 * a bitmap spans only as many chunks as there are members.
 */
export const eventMembers = pgTable('event_members', {
  user_id: uuid('user_id').primaryKey(),
  n: integer('n').notNull().unique(),
});

/**
 * Events counted per UTC day, kind and one dimension (decision 0049): `dim` is 'all' (value ''),
 * 'category', 'group' (an id as text) or 'query' (a search's normalized query). The event's
 * providers, as a sorted set, are part of the key, so the one-provider view reads the same rows with
 * `provider_ids @> ...` and the unfiltered view sums them all. Without the member, a period reads
 * days × dimension values rows, however many events there were.
 */
export const eventDailyCounts = pgTable(
  'event_daily_counts',
  {
    kind: text('kind').notNull(),
    dim: text('dim').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    value: text('value').notNull(),
    provider_ids: uuid('provider_ids').array().notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
    /** Of `count`, the searches that found nothing. */
    zero_results: bigint('zero_results', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.dim, t.day, t.value, t.provider_ids] })],
);

/**
 * Which members did something on a day, as bitmaps of `event_members` numbers (decision 0049):
 * `dim` is 'all' (value ''), 'category' or 'group'; `kind` is an event kind or 'any' (whatever they
 * did). Distinct members over a period are the set bits of the OR of its days, exact, reading
 * days × chunks rows whatever the number of events.
 */
export const eventMemberBits = pgTable(
  'event_member_bits',
  {
    kind: text('kind').notNull(),
    dim: text('dim').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    value: text('value').notNull(),
    provider_ids: uuid('provider_ids').array().notNull(),
    chunk: integer('chunk').notNull(),
    bits: bit('bits', { dimensions: MEMBER_BITS }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.dim, t.day, t.value, t.provider_ids, t.chunk] })],
);

/** One row (id 1): every event with id ≤ last_event_id is in the rollups, none above it. */
export const eventRollupWatermark = pgTable('event_rollup_watermark', {
  id: integer('id').primaryKey().default(1),
  last_event_id: bigint('last_event_id', { mode: 'number' }).notNull().default(sql`0`),
});

/**
 * Running totals through each day of a year per product or template (decision 0049): `running[i]`
 * is the count from 1 January to the year's i-th day, kept only as far as the last day counted
 * (later days hold the last value). Any period is then two reads per product and year, so the top
 * products and the unviewed ones cost one row per product, however long the period.
 */
export const eventRunningTotals = pgTable(
  'event_running_totals',
  {
    kind: text('kind').notNull(),
    /** 'product' or 'template'. */
    dim: text('dim').notNull(),
    year: integer('year').notNull(),
    value: uuid('value').notNull(),
    provider_ids: uuid('provider_ids').array().notNull(),
    running: integer('running').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.dim, t.year, t.value, t.provider_ids] })],
);
