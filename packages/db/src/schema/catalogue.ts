import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { groups } from './users';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
/** 0 no, 1 gated, 2 yes (spec §9). */
const permission = (name: string, fallback: number) => smallint(name).notNull().default(fallback);
const permissionCheck = (name: string, column: AnyPgColumn) => check(name, sql`${column} between 0 and 2`);

export const contentProviders = pgTable(
  'content_providers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** The provider's categories in display order, as the spec's comma-joined string. */
    order_categories: text('order_categories').notNull().default(''),
    /** Position in the providers' display order (spec: content provider order). */
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('content_providers_position_idx').on(t.position)],
);

/** The single record behind GET/PUT /api/content-providers-order: its id is stable. */
export const contentProviderOrders = pgTable('content_provider_orders', {
  id: uuid('id').primaryKey().defaultRandom(),
  ...timestamps,
});

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    description_bold: text('description_bold').notNull().default(''),
    is_deleted: boolean('is_deleted').notNull().default(false),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  // A slug names one live category; a deleted one gives its slug up.
  (t) => [uniqueIndex('categories_slug_live_idx').on(t.slug).where(sql`${t.deleted_at} is null`)],
);

/** A category's providers, each with a cap on what the category grants (default 1, gated). */
export const categoryProviders = pgTable(
  'category_providers',
  {
    category_id: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    provider_id: uuid('provider_id')
      .notNull()
      .references(() => contentProviders.id, { onDelete: 'cascade' }),
    permission: permission('permission', 1),
  },
  (t) => [
    primaryKey({ columns: [t.category_id, t.provider_id] }),
    index('category_providers_provider_idx').on(t.provider_id),
    permissionCheck('category_providers_permission_check', t.permission),
  ],
);

export const tags = pgTable(
  'tags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    description_bold: text('description_bold').notNull().default(''),
    ...timestamps,
  },
  (t) => [uniqueIndex('tags_slug_idx').on(t.slug)],
);

export const tagProviders = pgTable(
  'tag_providers',
  {
    tag_id: uuid('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    provider_id: uuid('provider_id')
      .notNull()
      .references(() => contentProviders.id, { onDelete: 'cascade' }),
    permission: permission('permission', 1),
  },
  (t) => [
    primaryKey({ columns: [t.tag_id, t.provider_id] }),
    index('tag_providers_provider_idx').on(t.provider_id),
    permissionCheck('tag_providers_permission_check', t.permission),
  ],
);

/** What a group grants for each provider; a provider a group does not list is 0 (no). */
export const groupProviders = pgTable(
  'group_providers',
  {
    group_id: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    provider_id: uuid('provider_id')
      .notNull()
      .references(() => contentProviders.id, { onDelete: 'cascade' }),
    permission: permission('permission', 0),
  },
  (t) => [
    primaryKey({ columns: [t.group_id, t.provider_id] }),
    index('group_providers_provider_idx').on(t.provider_id),
    permissionCheck('group_providers_permission_check', t.permission),
  ],
);
