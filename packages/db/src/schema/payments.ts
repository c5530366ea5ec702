import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { products } from './products';
import { users } from './users';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * A checkout we opened with the provider (its session id), for one member and product at the
 * price of that moment. Completion checks the caller and the product against it.
 */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id),
    product_id: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    interval: text('interval').notNull(),
    /** open, then completed once a verified payment was recorded. */
    status: text('status').notNull().default('open'),
    ...timestamps,
  },
  (t) => [index('checkout_sessions_user_idx').on(t.user_id, t.created_at)],
);

/**
 * A paid subscription (DESIGN §1.3): permission yes for its product until `current_period_end`
 * (null for a one-time payment: no end). One per checkout session, whoever records it first.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id),
    product_id: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    checkout_session_id: text('checkout_session_id').notNull(),
    /** The provider's subscription id (null for a one-time payment). */
    provider_subscription_id: text('provider_subscription_id'),
    status: text('status').notNull().default('active'),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    interval: text('interval').notNull(),
    current_period_end: timestamp('current_period_end', { withTimezone: true }),
    cancel_at_period_end: boolean('cancel_at_period_end').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('subscriptions_checkout_key').on(t.provider, t.checkout_session_id),
    uniqueIndex('subscriptions_provider_subscription_key')
      .on(t.provider, t.provider_subscription_id)
      .where(sql`${t.provider_subscription_id} is not null`),
    index('subscriptions_user_product_idx').on(t.user_id, t.product_id),
    index('subscriptions_product_idx').on(t.product_id),
  ],
);

/** A verified payment (the first one or a renewal): the member's payment transaction. One per checkout. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id),
    product_id: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    subscription_id: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    provider: text('provider').notNull(),
    /** The provider's id of the payment (payment intent, invoice, or the sandbox's charge). */
    provider_payment_id: text('provider_payment_id').notNull(),
    /**
     * The checkout a first payment paid for (null for renewals): a checkout is paid once, so the
     * provider repeating it under another payment id never counts twice in revenue.
     */
    checkout_session_id: text('checkout_session_id'),
    kind: text('kind').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_provider_payment_key').on(t.provider, t.provider_payment_id),
    uniqueIndex('payments_checkout_key')
      .on(t.provider, t.checkout_session_id)
      .where(sql`${t.checkout_session_id} is not null`),
    index('payments_product_idx').on(t.product_id),
  ],
);

/** Provider events already processed: a replay finds its id here and is ignored. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    event_id: text('event_id').notNull(),
    type: text('type').notNull(),
    received_at: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.event_id] })],
);

// The built-in sandbox provider's own books: what a real provider keeps on its side. Our tables
// above never read them; the sandbox answers through the provider interface and signed events.

/** A sandbox checkout: never a card number, only its last four digits. */
export const sandboxCheckouts = pgTable('sandbox_checkouts', {
  id: text('id').primaryKey(),
  /** Our reference (the client_reference_id a real provider carries). */
  reference: text('reference').notNull(),
  product_title: text('product_title').notNull(),
  customer_email: text('customer_email').notNull().default(''),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  interval: text('interval').notNull(),
  success_url: text('success_url').notNull(),
  cancel_url: text('cancel_url').notNull(),
  /** open, requires_action, paid, declined, expired. */
  status: text('status').notNull().default('open'),
  message: text('message').notNull().default(''),
  card_last4: text('card_last4').notNull().default(''),
  /** The charge of the paid checkout, and its subscription (null for a one-time payment). */
  payment_id: text('payment_id'),
  subscription_id: text('subscription_id'),
  ...timestamps,
});

/** A sandbox subscription: renewed by the sandbox at period end unless cancelled. */
export const sandboxSubscriptions = pgTable(
  'sandbox_subscriptions',
  {
    id: text('id').primaryKey(),
    checkout_id: text('checkout_id')
      .notNull()
      .references(() => sandboxCheckouts.id),
    status: text('status').notNull().default('active'),
    interval: text('interval').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** Renewals fail once this is set (a card that stops paying), for trying past_due. */
    card_last4: text('card_last4').notNull().default(''),
    current_period_end: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancel_at_period_end: boolean('cancel_at_period_end').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('sandbox_subscriptions_due_idx').on(t.status, t.current_period_end)],
);

/** Events the sandbox sends to the webhook, kept until delivered (retried on failure). */
export const sandboxEvents = pgTable(
  'sandbox_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    /** The JSON body exactly as sent and signed. */
    payload: text('payload').notNull(),
    attempts: integer('attempts').notNull().default(0),
    delivered_at: timestamp('delivered_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_events_pending_idx').on(t.created_at).where(sql`${t.delivered_at} is null`)],
);
