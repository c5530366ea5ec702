import { z } from 'zod';

export const HealthSchema = z.object({ status: z.enum(['ok', 'unavailable']) });

/** One message of the mail outbox (DESIGN §1.9). */
export const OutboxMessageSchema = z.object({
  id: z.guid(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.enum(['captured', 'pending', 'sent', 'failed']),
  attempts: z.number().int().nonnegative(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type OutboxMessage = z.output<typeof OutboxMessageSchema>;
export const OutboxQuerySchema = z.object({
  limit: z.coerce.number().int().positive().max(200).default(50),
  to: z.string().max(254).default(''),
});
export const OutboxSchema = z.object({ count: z.number().int().nonnegative(), messages: z.array(OutboxMessageSchema) });
