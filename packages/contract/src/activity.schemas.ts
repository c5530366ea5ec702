import { z } from 'zod/mini';
import { IdSchema } from './common/ids';

/** What an entry of the activity log records (DESIGN §1.10): an admin's change or a member's download. */
export const ACTIVITY_ACTIONS = ['create', 'update', 'delete', 'download'] as const;
export const ActivityActionSchema = z.enum(ACTIVITY_ACTIONS);

/** The kinds of record the log names, as the activity triggers write them. */
export const ACTIVITY_RECORD_TYPES = [
  'product',
  'category',
  'tag',
  'group',
  'content_provider',
  'brand',
  'brand_field',
  'brand_section',
  'template',
  'user',
  'request',
  'subscription',
] as const;
export const ActivityRecordTypeSchema = z.enum(ACTIVITY_RECORD_TYPES);

const day = z.iso.date().check(z.describe('A day, YYYY-MM-DD (UTC)'));

/** GET /api/admin/activity (and its CSV): newest first, filtered by person, record and dates. */
export const ActivityQuerySchema = z
  .object({
    page: z._default(z.coerce.number().check(z.int(), z.positive(), z.maximum(100_000)), 1),
    page_size: z._default(z.coerce.number().check(z.int(), z.positive(), z.maximum(100)), 25),
    /** The person who acted: an admin who changed something, or a member who downloaded. */
    actor_id: z.optional(IdSchema),
    action: z.optional(ActivityActionSchema),
    record_type: z.optional(ActivityRecordTypeSchema),
    /** One record's history (with record_type). */
    record_id: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
    /** Words in the record's name or the person's username. */
    search: z._default(z.string().check(z.trim(), z.maxLength(200)), ''),
    /** Both days included (UTC). */
    from: z.optional(day),
    to: z.optional(day),
  })
  .check(
    z.refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'The period ends before it starts', path: ['to'] }),
  );
export type ActivityQuery = z.output<typeof ActivityQuerySchema>;

/** One field's change; a list of links (tags, groups, providers) shows what was added and removed. */
export const ActivityChangeSchema = z.union([
  z.object({ before: z.unknown(), after: z.unknown() }),
  z.object({ added: z.array(z.string()), removed: z.array(z.string()) }),
]);

export const ActivityEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor_id: z.nullable(IdSchema),
  actor_username: z.string(),
  action: ActivityActionSchema,
  record_type: z.string(),
  record_id: z.string(),
  record_label: z.string(),
  changes: z.record(z.string(), ActivityChangeSchema),
});
export type ActivityEntry = z.infer<typeof ActivityEntrySchema>;

export const ActivityPageSchema = z.object({
  count: z.number().check(z.int(), z.nonnegative()),
  dataset: z.array(ActivityEntrySchema),
});
export type ActivityPage = z.infer<typeof ActivityPageSchema>;
