import { sql } from 'drizzle-orm';
import { bigint, date, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

/** Stands for "none" in a rollup key (an event with no product, group, ...): keys stay NOT NULL so ON CONFLICT matches. */
export const ROLLUP_NONE = '00000000-0000-0000-0000-000000000000';

/**
 * Events counted per UTC day and kind, one row per provider × category × group × product × template
 * the event named (arrays unnested, ROLLUP_NONE for an empty one). A 90-day panel reads a few
 * thousand of these rows instead of millions of events; the primary key's leading day serves the period.
 */
export const eventDailyCounts = pgTable(
  'event_daily_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    provider_id: uuid('provider_id').notNull(),
    category_id: uuid('category_id').notNull(),
    group_id: uuid('group_id').notNull(),
    product_id: uuid('product_id').notNull(),
    template_id: uuid('template_id').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.kind, t.provider_id, t.category_id, t.group_id, t.product_id, t.template_id] }),
  ],
);

/** Searches per UTC day and normalized query, with how many found nothing. */
export const eventDailySearches = pgTable(
  'event_daily_searches',
  {
    day: date('day', { mode: 'string' }).notNull(),
    query: text('query').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
    zero_results: bigint('zero_results', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.query] })],
);

/**
 * Who did what on which day, once each: distinct members per day is a count of rows, and over a
 * period a COUNT(DISTINCT user_id) over at most members × days rows, exact and bounded.
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
