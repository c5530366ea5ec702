import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const ACTIVITY_ACTIONS = ['create', 'update', 'delete', 'download'] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/**
 * A field's value before and after an admin's change; for a list of links (a product's tags, a
 * user's groups), the ids added and removed.
 */
export type ActivityChange = { before: unknown; after: unknown } | { added: string[]; removed: string[] };

/**
 * Every admin change and every member download (DESIGN §1.10). Rows are written by triggers in the
 * transaction of the change itself (decision 0046), one per record per transaction: `tx` is that
 * transaction's id, and a second write to the same record in it merges into the first row.
 * A download is a row of its own.
 * No foreign keys: the log outlives the people and records it names.
 */
export const adminActivity = pgTable(
  'admin_activity',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    tx: bigint('tx', { mode: 'number' }).notNull().default(sql`txid_current()`),
    actor_id: uuid('actor_id'),
    actor_username: text('actor_username').notNull().default(''),
    action: text('action', { enum: ACTIVITY_ACTIONS }).notNull(),
    record_type: text('record_type').notNull(),
    record_id: text('record_id').notNull(),
    record_label: text('record_label').notNull().default(''),
    changes: jsonb('changes').$type<Record<string, ActivityChange>>().notNull().default({}),
  },
  (t) => [
    // Downloads are one row each: two members' downloads in one batch of events are two entries.
    uniqueIndex('admin_activity_tx_record_key')
      .on(t.tx, t.record_type, t.record_id)
      .where(sql`${t.action} <> 'download'`),
    index('admin_activity_at_idx').on(t.at.desc(), t.id.desc()),
    index('admin_activity_actor_idx').on(t.actor_id, t.at.desc()),
    index('admin_activity_record_idx').on(t.record_type, t.record_id, t.at.desc()),
  ],
);
