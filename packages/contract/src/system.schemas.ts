import { z } from 'zod/mini';

export const HealthSchema = z.object({ status: z.enum(['ok', 'unavailable']) });

/** One message of the mail outbox (DESIGN §1.9). */
export const OutboxMessageSchema = z.object({
  id: z.guid(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.enum(['captured', 'pending', 'sent', 'failed']),
  attempts: z.number().check(z.int(), z.nonnegative()),
  last_error: z.nullable(z.string()),
  created_at: z.string(),
  sent_at: z.nullable(z.string()),
});
export type OutboxMessage = z.output<typeof OutboxMessageSchema>;
export const OutboxQuerySchema = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.positive(), z.maximum(200)), 50),
  to: z._default(z.string().check(z.maxLength(254)), ''),
});
export const OutboxSchema = z.object({
  count: z.number().check(z.int(), z.nonnegative()),
  messages: z.array(OutboxMessageSchema),
});
