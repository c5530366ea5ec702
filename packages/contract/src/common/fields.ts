import { z } from 'zod/mini';

/** A string that reads as '' when missing (spec §5: missing strings get empty defaults). */
export const text = () => z._default(z.string(), '');

/** A list that reads as [] when missing (spec §5: missing lists get empty defaults). */
export const list = <T extends z.core.SomeType>(item: T) => z._default(z.array(item), []);

/** A date-time on the wire: ISO 8601 (DESIGN §1.13); the client formats it for the locale. */
export const DateTimeSchema = z.string().check(z.describe('ISO 8601 date-time'));

/** Base record (spec §3): id, created_at, updated_at, deleted_at. */
export const BaseRecordSchema = z.object({
  id: z._default(z.guid(), '00000000-0000-0000-0000-000000000000'),
  created_at: z.optional(DateTimeSchema),
  updated_at: z.optional(DateTimeSchema),
  deleted_at: z.optional(z.nullable(DateTimeSchema)),
});
