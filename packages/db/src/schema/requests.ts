import { boolean, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { transactions } from './customization';
import { products } from './products';
import { users } from './users';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * A member's request (spec §3 Request plus our fields, DESIGN §1.9): `type` says how it came in
 * (request, direct_mail, info); `status` moves new → in_progress → done or declined. The product
 * and the customized asset may go away; the request stays.
 */
export const requests = pgTable(
  'requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id),
    type: text('type').notNull(),
    status: text('status').notNull().default('new'),
    first_name: text('first_name').notNull().default(''),
    last_name: text('last_name').notNull().default(''),
    email: text('email').notNull().default(''),
    phone_number: text('phone_number').notNull().default(''),
    description: text('description').notNull().default(''),
    download_url: text('download_url').notNull().default(''),
    is_direct_mail: boolean('is_direct_mail').notNull().default(false),
    product_id: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    transaction_id: uuid('transaction_id').references(() => transactions.id, { onDelete: 'set null' }),
    quantity: integer('quantity'),
    mail_date: date('mail_date', { mode: 'string' }),
    /** Valid addresses stored in request_addresses, and the rows of the member's file left out. */
    mailing_list_count: integer('mailing_list_count').notNull().default(0),
    mailing_list_rejected: integer('mailing_list_rejected').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('requests_user_created_idx').on(t.user_id, t.created_at),
    index('requests_status_created_idx').on(t.status, t.created_at),
    index('requests_created_idx').on(t.created_at, t.id),
  ],
);

/** A direct-mail request's addresses, in the order of the member's file (`row`: its line there). */
export const requestAddresses = pgTable(
  'request_addresses',
  {
    request_id: uuid('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    row: integer('row').notNull(),
    name: text('name').notNull().default(''),
    company: text('company').notNull().default(''),
    address_line1: text('address_line1').notNull().default(''),
    address_line2: text('address_line2').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    zip_code: text('zip_code').notNull().default(''),
    country: text('country').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.request_id, t.row] })],
);

/** Each status a request took, with who moved it and the note to the member; the first is `new`. */
export const requestEvents = pgTable(
  'request_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    request_id: uuid('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    note: text('note').notNull().default(''),
    actor_id: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('request_events_request_idx').on(t.request_id, t.created_at)],
);
