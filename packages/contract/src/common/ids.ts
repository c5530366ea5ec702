import { z } from 'zod/mini';

/** The spec's default id for a record that has none yet. */
export const ZERO_UUID = '00000000-0000-0000-0000-000000000000';

/** Any 8-4-4-4-12 hex id, the all-zero one included. */
export const IdSchema = z.guid().check(z.describe('A UUID'));

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Whether a stored text (a product's template id, a part of an address) is an id, before it goes to a uuid column. */
export const isUuid = (value: string) => UUID_PATTERN.test(value);

/** An id that defaults to the all-zero UUID when missing. */
export const DefaultedIdSchema = z._default(IdSchema, ZERO_UUID);

export const IdParamsSchema = z.object({ id: IdSchema });
export const IdResponseSchema = z.object({ id: IdSchema });
export type IdResponse = z.infer<typeof IdResponseSchema>;
