import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

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
    // A product filter or the unviewed panel: that product's days without the rest.
    index('event_daily_facts_product_idx').on(t.product_id, t.day),
    // Provider, category and group filters: `@>` through GIN instead of every row of the period.
    index('event_daily_facts_providers_idx').using('gin', t.provider_ids),
    index('event_daily_facts_categories_idx').using('gin', t.category_ids),
    index('event_daily_facts_groups_idx').using('gin', t.group_ids),
  ],
);

/**
 * Who did what on which day, once each: the unfiltered panels' distinct members read at most
 * members × days rows here instead of the facts.
 */
export const eventDailyMembers = pgTable(
  'event_daily_members',
  {
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    user_id: uuid('user_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind, t.user_id] })],
);

/** One row (id 1): every event with id ≤ last_event_id is in the rollups, none above it. */
export const eventRollupWatermark = pgTable('event_rollup_watermark', {
  id: integer('id').primaryKey().default(1),
  last_event_id: bigint('last_event_id', { mode: 'number' }).notNull().default(sql`0`),
});
