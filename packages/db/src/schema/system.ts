import { bigserial, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every e-mail goes here first: captured (no SMTP), pending, sent or failed after retries. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to_address: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text_body: text('text_body').notNull(),
    status: text('status', { enum: ['captured', 'pending', 'sent', 'failed'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    last_error: text('last_error'),
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_created_idx').on(t.created_at),
    index('mail_outbox_due_idx').on(t.status, t.next_attempt_at),
  ],
);

export const impressions = pgTable(
  'impressions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    user_id: uuid('user_id'),
    page_route: text('page_route').notNull(),
    action: text('action').notNull(),
    category_id: uuid('category_id'),
    product_id: uuid('product_id'),
    tag_id: uuid('tag_id'),
    group_id: uuid('group_id'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('impressions_created_idx').on(t.created_at), index('impressions_product_idx').on(t.product_id)],
);
