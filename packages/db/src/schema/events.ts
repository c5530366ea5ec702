import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** What members do that insight counts (DESIGN §1.10), in the funnel's order, then the rest. */
export const EVENT_KINDS = [
  'impression',
  'product_view',
  'customization',
  'download',
  'request',
  'subscription',
  'login',
  'search',
] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/**
 * One append-only row per thing a member did. No foreign keys: an event outlives the product, group
 * or member it names, and its writer never waits on their locks. A product sits in several
 * categories (each with its providers) and a member in several groups, so those are arrays copied
 * when the event happens: counts follow the catalogue as it was, not as it is now.
 */
export const events = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: EVENT_KINDS }).notNull(),
    occurred_at: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    user_id: uuid('user_id'),
    group_ids: uuid('group_ids').array().notNull().default(sql`'{}'::uuid[]`),
    product_id: uuid('product_id'),
    category_ids: uuid('category_ids').array().notNull().default(sql`'{}'::uuid[]`),
    provider_ids: uuid('provider_ids').array().notNull().default(sql`'{}'::uuid[]`),
    tag_id: uuid('tag_id'),
    /** The customized product's template, for customizations and downloads of template products. */
    template_id: uuid('template_id'),
    /** The impression's page (spec §3 Impression). */
    page_route: text('page_route'),
    /** A search's query, trimmed, lower-cased and with runs of spaces made one. */
    search_query: text('search_query'),
    search_results: integer('search_results'),
  },
  // Events arrive in time order, so a BRIN index finds a period's rows for a few pages of index.
  (t) => [index('events_occurred_brin').using('brin', t.occurred_at), index('events_user_idx').on(t.user_id)],
);
