import { z } from 'zod/mini';
import { PermissionSchema } from './common/enums';
import { DateTimeSchema, list, text } from './common/fields';
import { DefaultedIdSchema, IdSchema } from './common/ids';

/** A provider link with its numeric permission; spec §9: default 1 for categories and tags. */
export const ProviderLinkSchema = z.object({ id: IdSchema, permission: z._default(PermissionSchema, 1) });
export type ProviderLink = z.output<typeof ProviderLinkSchema>;

/**
 * Spec §3: a category's deleted_at arrives as {Time, Valid}, a string, or null; all read as a string
 * or null.
 */
export const DeletedAtSchema = z.pipe(
  z.optional(
    z.union([
      z.pipe(
        z.object({ Time: z.string(), Valid: z.boolean() }),
        z.transform((v) => (v.Valid ? v.Time : null)),
      ),
      z.pipe(
        z.object({ time: z.string(), valid: z.boolean() }),
        z.transform((v) => (v.valid ? v.time : null)),
      ),
      z.string(),
      z.null(),
    ]),
  ),
  z.transform((v) => v ?? null),
);

export const CategorySchema = z.object({
  id: DefaultedIdSchema,
  created_at: z.optional(DateTimeSchema),
  updated_at: z.optional(DateTimeSchema),
  is_deleted: z._default(z.boolean(), false),
  deleted_at: DeletedAtSchema,
  name: text(),
  description: text(),
  description_bold: text(),
  slug: text(),
  /** Links with permission 0 are dropped on read (spec §3). */
  content_providers: z.pipe(
    list(ProviderLinkSchema),
    z.transform((links) => links.filter((l) => l.permission !== 0)),
  ),
});
export type Category = z.output<typeof CategorySchema>;

export const TagSchema = z.object({
  id: DefaultedIdSchema,
  name: text(),
  description: text(),
  description_bold: text(),
  slug: text(),
  content_providers: list(ProviderLinkSchema),
});
export type Tag = z.output<typeof TagSchema>;

export const ContentProviderSchema = z.object({
  id: DefaultedIdSchema,
  name: text(),
  permission: z._default(PermissionSchema, 0),
  order_categories: text(),
});
export type ContentProvider = z.output<typeof ContentProviderSchema>;

export const ContentProviderWithCategoriesSchema = z.object({
  id: DefaultedIdSchema,
  name: text(),
  categories: list(z.object({ id: IdSchema, name: text() })),
});

/** Spec §3: content_provider_ids travel as one comma-joined string. */
export const ContentProviderOrderSchema = z.object({
  id: DefaultedIdSchema,
  content_provider_ids: text(),
});
export const splitIds = (joined: string) =>
  joined
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export const GroupProviderSchema = z.object({
  id: IdSchema,
  name: text(),
  permission: z._default(PermissionSchema, 0),
});

export const GroupSchema = z.object({
  id: DefaultedIdSchema,
  name: text(),
  content_providers: list(GroupProviderSchema),
  update_content_providers: list(z.partial(GroupProviderSchema, { name: true })),
  users_count: z._default(z.nullable(z.number().check(z.int(), z.nonnegative())), 0),
});
export type Group = z.output<typeof GroupSchema>;

/** Names are required, trimmed, at most 100 characters; descriptions at most 2000. */
const NameSchema = z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(100));
const DescriptionSchema = z.string().check(z.trim(), z.maxLength(2000));
/** Without a default: on update, a list left out must stay undefined (keep the links), not become []. */
const ProviderLinkListSchema = z.array(ProviderLinkSchema).check(
  z.maxLength(200),
  z.refine(
    (links) => new Set(links.map((l) => l.id.toLowerCase())).size === links.length,
    'A provider is listed twice',
  ),
);
const ProviderLinksSchema = z._default(ProviderLinkListSchema, []);

export const ContentProviderCreateSchema = z.object({ name: NameSchema });
export const ContentProviderUpdateSchema = z.object({
  name: NameSchema,
  /**
   * The provider's category ids in display order, comma-joined; '' clears the order, and leaving it
   * out keeps the current one (a rename alone must not lose it).
   */
  order_categories: z.optional(z.string().check(z.maxLength(20_000))),
});
export const ContentProviderOrderUpdateSchema = z.object({
  id: IdSchema,
  content_provider_ids: z.string().check(z.maxLength(20_000)),
});

export const CategoryCreateSchema = z.object({
  name: NameSchema,
  description: z._default(DescriptionSchema, ''),
  description_bold: z._default(DescriptionSchema, ''),
  content_providers: ProviderLinksSchema,
});
export const CategoryUpdateSchema = z.object({
  id: IdSchema,
  name: NameSchema,
  description: z.optional(DescriptionSchema),
  description_bold: z.optional(DescriptionSchema),
  /** Replaces the category's provider links when present. */
  update_content_providers: z.optional(ProviderLinkListSchema),
});

export const TagCreateSchema = z.object({
  name: NameSchema,
  description: z._default(DescriptionSchema, ''),
  description_bold: z._default(DescriptionSchema, ''),
  content_providers: ProviderLinksSchema,
});
export const TagUpdateSchema = z.object({
  name: NameSchema,
  description: z.optional(DescriptionSchema),
  description_bold: z.optional(DescriptionSchema),
  /** Replaces the tag's provider links when present. */
  content_providers: z.optional(ProviderLinkListSchema),
});

const GroupPermissionsSchema = z.array(z.object({ id: IdSchema, permission: PermissionSchema })).check(
  z.maxLength(200),
  z.refine((links) => new Set(links.map((l) => l.id)).size === links.length, 'A provider is listed twice'),
);
export const GroupCreateSchema = z.object({
  name: NameSchema,
  content_providers: z._default(GroupPermissionsSchema, []),
});
export const GroupUpdateSchema = z.object({
  name: NameSchema,
  /** Replaces the group's permissions when present; content_providers is not sent on update. */
  update_content_providers: z.optional(GroupPermissionsSchema),
});

export const CategoryDeletedSchema = z.string();
