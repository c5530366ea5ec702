import { z } from 'zod/mini';
import { BaseRecordSchema, text } from './common/fields';
import { pagedList } from './common/paging';

/**
 * Spec §3: a brand holds arbitrary string-valued keys. A square bracket in a key is swapped for a
 * placeholder word when sending and back when receiving (DESIGN §1.8: the client's job).
 */
export const BRACKET_OPEN_WORD = '__lbracket__';
export const BRACKET_CLOSE_WORD = '__rbracket__';
export const encodeBrandKey = (key: string) =>
  key.replaceAll('[', BRACKET_OPEN_WORD).replaceAll(']', BRACKET_CLOSE_WORD);
export const decodeBrandKey = (key: string) =>
  key.replaceAll(BRACKET_OPEN_WORD, '[').replaceAll(BRACKET_CLOSE_WORD, ']');
export const mapBrandKeys = (brand: Record<string, unknown>, map: (key: string) => string) =>
  Object.fromEntries(Object.entries(brand).map(([k, v]) => [map(k), v]));

export const BrandSchema = z.catchall(BaseRecordSchema, z.nullable(z.string()));
export type Brand = z.output<typeof BrandSchema>;

/** Spec §5: $limit optional positive integer ≤ 100; $search a string, null read as empty. */
export const BrandsQuerySchema = z.object({
  $limit: z.optional(z.coerce.number().check(z.int(), z.positive(), z.maximum(100))),
  $startKey: z.optional(z.string()),
  $search: z._default(z.string().check(z.maxLength(200)), ''),
});
export const BrandsPageSchema = pagedList(BrandSchema);

/** Spec §3: field. */
export const FieldSchema = z.extend(BaseRecordSchema, {
  name: z._default(z.nullable(z.string()), null),
  label: z._default(z.nullable(z.string()), null),
  type: z._default(z.nullable(z.string()), null),
  section: text(),
});

/** Spec §3: section of the brands service. */
export const SectionSchema = z.object({
  id: z._default(z.guid(), '00000000-0000-0000-0000-000000000000'),
  name: text(),
  label: text(),
  fields: z._default(z.array(z.string()), []),
});
