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

/** The base record's keys: never stored as values, whatever a caller sends under them. */
export const BRAND_BASE_KEYS = ['id', 'created_at', 'updated_at', 'deleted_at'] as const;
/** The value a brand's name is kept under (its company name); searched and shown in lists. */
export const BRAND_NAME_KEY = 'name';
export const BRAND_KEY_MAX_LENGTH = 100;
export const BRAND_VALUE_MAX_LENGTH = 5000;

export const BrandSchema = z.catchall(BaseRecordSchema, z.nullable(z.string()));
export type Brand = z.output<typeof BrandSchema>;

const BrandKeysChecked = <T extends z.ZodMiniType<Record<string, unknown>>>(schema: T) =>
  schema.check(
    z.refine(
      (brand) => Object.keys(brand).every((key) => key.length > 0 && key.length <= BRAND_KEY_MAX_LENGTH),
      `A key is 1 to ${BRAND_KEY_MAX_LENGTH} characters`,
    ),
  );
const baseKeysIgnored = z.partial(BaseRecordSchema);
const brandValue = z.string().check(z.maxLength(BRAND_VALUE_MAX_LENGTH));

/** POST /brands: the values under their keys; base keys sent along are ignored. */
export const BrandCreateSchema = BrandKeysChecked(z.catchall(baseKeysIgnored, brandValue));
export type BrandCreate = z.input<typeof BrandCreateSchema>;
/** PATCH /brands/{id}: merges the keys sent into the stored ones; a key sent as null is removed. */
export const BrandPatchSchema = BrandKeysChecked(z.catchall(baseKeysIgnored, z.nullable(brandValue)));
export type BrandPatch = z.input<typeof BrandPatchSchema>;

/** Spec §5: $limit optional positive integer ≤ 100; $search a string, null read as empty. */
export const BrandsQuerySchema = z.object({
  $limit: z.optional(z.coerce.number().check(z.int(), z.positive(), z.maximum(100))),
  $startKey: z.optional(z.string().check(z.maxLength(500))),
  $search: z._default(z.string().check(z.maxLength(200)), ''),
});
/** A page when $limit is not sent. */
export const BRANDS_DEFAULT_LIMIT = 20;
export const BrandsPageSchema = pagedList(BrandSchema);

/** What a field holds, which picks its check on the server and its widget in the form. */
export const BRAND_FIELD_TYPES = ['text', 'long-text', 'color', 'url', 'email', 'phone', 'image'] as const;
export const BrandFieldTypeSchema = z.enum(BRAND_FIELD_TYPES);
export type BrandFieldType = z.output<typeof BrandFieldTypeSchema>;

/**
 * A field's or section's name: a word safe as a brand key, optionally with bracketed parts
 * (`contact[phone]`), never one of the base record's keys.
 */
export const BrandKeyWordSchema = z.string().check(
  z.trim(),
  z.regex(
    /^[A-Za-z][A-Za-z0-9_-]*(\[[A-Za-z0-9_-]+\])*$/,
    'Use letters, digits, _ and - (starting with a letter), with optional [parts]',
  ),
  z.maxLength(64, 'At most 64 characters'),
  z.refine((name) => !(BRAND_BASE_KEYS as readonly string[]).includes(name), 'This name is reserved'),
);
const label = z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(100, 'At most 100 characters'));

/** Spec §3: field. `section` names the section that lists it ('' when in none). */
export const FieldSchema = z.extend(BaseRecordSchema, {
  name: z._default(z.nullable(z.string()), null),
  label: z._default(z.nullable(z.string()), null),
  type: z._default(z.nullable(z.string()), null),
  section: text(),
});
export type Field = z.output<typeof FieldSchema>;

/**
 * Updates are built from the fields without defaults: `z.partial()` of a defaulted field still
 * fills it in, which would take a field out of its section (or empty a section) on a rename.
 */
const fieldShape = {
  name: BrandKeyWordSchema,
  label,
  type: BrandFieldTypeSchema,
  section: z.string().check(z.maxLength(64)),
};
export const FieldCreateSchema = z.object({ ...fieldShape, section: z._default(fieldShape.section, '') });
export type FieldCreate = z.input<typeof FieldCreateSchema>;
export const FieldUpdateSchema = z.partial(z.object(fieldShape));
export type FieldUpdate = z.input<typeof FieldUpdateSchema>;

/** Spec §3: section of the brands service; `fields` lists field names in display order. */
export const SectionSchema = z.object({
  id: z._default(z.guid(), '00000000-0000-0000-0000-000000000000'),
  name: text(),
  label: text(),
  fields: z._default(z.array(z.string()), []),
});
export type Section = z.output<typeof SectionSchema>;

const sectionShape = {
  name: BrandKeyWordSchema,
  label,
  fields: z.array(z.string().check(z.maxLength(64))).check(z.maxLength(200)),
};
export const SectionCreateSchema = z.object({ ...sectionShape, fields: z._default(sectionShape.fields, []) });
export type SectionCreate = z.input<typeof SectionCreateSchema>;
export const SectionUpdateSchema = z.partial(z.object(sectionShape));
export type SectionUpdate = z.input<typeof SectionUpdateSchema>;
