import { z } from 'zod';

/** A string that reads as '' when missing (spec §5: missing strings get empty defaults). */
export const text = () => z.string().default('');

/** A list that reads as [] when missing (spec §5: missing lists get empty defaults). */
export const list = <T extends z.ZodType>(item: T) => z.array(item).default([]);

/** A date-time on the wire: ISO 8601 (DESIGN §1.13); the client formats it for the locale. */
export const DateTimeSchema = z.string().describe('ISO 8601 date-time');

/** Base record (spec §3): id, created_at, updated_at, deleted_at. */
export const BaseRecordSchema = z.object({
  id: z.guid().default('00000000-0000-0000-0000-000000000000'),
  created_at: DateTimeSchema.optional(),
  updated_at: DateTimeSchema.optional(),
  deleted_at: DateTimeSchema.nullable().optional(),
});
