import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * A brand kit (decision 0018): the base record in columns, every other key a string value in one
 * JSON object. Its name is the value under `name`, which the list sorts and pages on.
 */
export const brands = pgTable(
  'brands',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    values: jsonb('values').$type<Record<string, string>>().notNull().default({}),
    ...timestamps,
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
  },
  // Keyset paging of live brands on (lower(name), id): each page is one range of this index.
  (t) => [
    index('brands_name_live_idx')
      .on(sql`lower(coalesce(${t.values} ->> 'name', ''))`, t.id)
      .where(sql`${t.deleted_at} is null`),
  ],
);

/** A field of the brand form; `section` names the section listing it ('' when none). */
export const brandFields = pgTable('brand_fields', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  label: text('label').notNull(),
  type: text('type').notNull(),
  section: text('section').notNull().default(''),
  ...timestamps,
});

/** A section of the brand form with its field names in display order. */
export const brandSections = pgTable('brand_sections', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  label: text('label').notNull(),
  fields: text('fields').array().notNull().default(sql`'{}'::text[]`),
  /** Position in the form's display order. */
  position: integer('position').notNull().default(0),
  ...timestamps,
});
