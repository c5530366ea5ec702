import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { brands } from './brands';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  deleted_at: timestamp('deleted_at', { withTimezone: true }),
};

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    password_hash: text('password_hash').notNull(),
    first_name: text('first_name').notNull().default(''),
    last_name: text('last_name').notNull().default(''),
    email_address: text('email_address').notNull().default(''),
    phone_number: text('phone_number').notNull().default(''),
    company: text('company').notNull().default(''),
    address_line1: text('address_line1').notNull().default(''),
    address_line2: text('address_line2').notNull().default(''),
    country: text('country').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    zip_code: text('zip_code').notNull().default(''),
    ordering_template_id: text('ordering_template_id').notNull().default(''),
    /** Position in the spec's list: 0 email-pending, 1 active, 2 waiting-for-approval, 3 denied. */
    membership_status: smallint('membership_status').notNull().default(0),
    email_confirmed: boolean('email_confirmed').notNull().default(false),
    is_admin: boolean('is_admin').notNull().default(false),
    /** The brand of the member's company (decision 0018); a deleted brand unlinks its members. */
    brand_id: uuid('brand_id').references(() => brands.id),
    ...timestamps,
  },
  (t) => [
    // Usernames are unique among live accounts, whatever their case.
    uniqueIndex('users_username_live_idx').on(sql`lower(${t.username})`).where(sql`${t.deleted_at} is null`),
    index('users_created_idx').on(t.created_at),
    index('users_brand_idx').on(t.brand_id),
  ],
);

export const groups = pgTable('groups', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  ...timestamps,
});

export const userGroups = pgTable(
  'user_groups',
  {
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    group_id: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.group_id] }), index('user_groups_group_idx').on(t.group_id)],
);
