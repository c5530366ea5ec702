import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** One row per login; the refresh token is kept only as a hash. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    refresh_token_hash: text('refresh_token_hash').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    last_used_at: timestamp('last_used_at', { withTimezone: true }),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip').notNull().default(''),
    user_agent: text('user_agent').notNull().default(''),
  },
  (t) => [uniqueIndex('sessions_refresh_hash_idx').on(t.refresh_token_hash), index('sessions_user_idx').on(t.user_id)],
);

export const loginEvents = pgTable(
  'login_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip').notNull().default(''),
    user_agent: text('user_agent').notNull().default(''),
  },
  (t) => [index('login_events_user_idx').on(t.user_id, t.created_at)],
);

/** Six-digit codes for e-mail confirmation and password reset: one live code per user and purpose. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['confirm-email', 'password-reset'] }).notNull(),
    code_hash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('one_time_codes_user_purpose_idx').on(t.user_id, t.purpose)],
);

/** Captcha solutions already used, kept until their challenge expires. */
export const captchaReplay = pgTable('captcha_replay', {
  signature: text('signature').primaryKey(),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Fixed-window counters for rate limits when no Redis is configured. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  window_start: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull().default(0),
});

/** Settings the server makes for itself once and every process must share (the token secret). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
