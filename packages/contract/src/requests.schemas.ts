import { z } from 'zod/mini';
import { text } from './common/fields';

/** Spec §3: request. */
export const RequestSchema = z.object({
  first_name: text(),
  last_name: text(),
  email: text(),
  phone_number: text(),
  description: text(),
  download_url: text(),
  is_direct_mail: z._default(z.boolean(), false),
});
export type ProductRequest = z.output<typeof RequestSchema>;
