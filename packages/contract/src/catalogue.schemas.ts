import { z } from 'zod';
import { PermissionSchema } from './common/enums';
import { DateTimeSchema, list, text } from './common/fields';
import { DefaultedIdSchema, IdSchema } from './common/ids';

/** A provider link with its numeric permission; spec §9: default 1 for categories and tags. */
export const ProviderLinkSchema = z.object({ id: IdSchema, permission: PermissionSchema.default(1) });
export type ProviderLink = z.output<typeof ProviderLinkSchema>;

/**
 * Spec §3: a category's deleted_at arrives as {Time, Valid}, a string, or null; all read as a string
 * or null.
 */
export const DeletedAtSchema = z
  .union([
    z.object({ Time: z.string(), Valid: z.boolean() }).transform((v) => (v.Valid ? v.Time : null)),
    z.object({ time: z.string(), valid: z.boolean() }).transform((v) => (v.valid ? v.time : null)),
    z.string(),
    z.null(),
  ])
  .optional()
  .transform((v) => v ?? null);

export const CategorySchema = z.object({
  id: DefaultedIdSchema,
  created_at: DateTimeSchema.optional(),
  updated_at: DateTimeSchema.optional(),
  is_deleted: z.boolean().default(false),
  deleted_at: DeletedAtSchema,
  name: text(),
  description: text(),
  description_bold: text(),
  slug: text(),
  /** Links with permission 0 are dropped on read (spec §3). */
  content_providers: list(ProviderLinkSchema).transform((links) => links.filter((l) => l.permission !== 0)),
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
  permission: PermissionSchema.default(0),
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

export const GroupProviderSchema = z.object({ id: IdSchema, name: text(), permission: PermissionSchema.default(0) });

export const GroupSchema = z.object({
  id: DefaultedIdSchema,
  name: text(),
  content_providers: list(GroupProviderSchema),
  update_content_providers: list(GroupProviderSchema.partial({ name: true })),
  users_count: z.number().int().nonnegative().nullable().default(0),
});
export type Group = z.output<typeof GroupSchema>;

/** Names are required, trimmed, at most 100 characters; descriptions at most 2000. */
const NameSchema = z.string().trim().min(1, 'Required').max(100);
const DescriptionSchema = z.string().trim().max(2000);
/** Without a default: on update, a list left out must stay undefined (keep the links), not become []. */
const ProviderLinkListSchema = z
  .array(ProviderLinkSchema)
  .max(200)
  .refine((links) => new Set(links.map((l) => l.id.toLowerCase())).size === links.length, 'A provider is listed twice');
const ProviderLinksSchema = ProviderLinkListSchema.default([]);

export const ContentProviderCreateSchema = z.object({ name: NameSchema });
export const ContentProviderUpdateSchema = z.object({
  name: NameSchema,
  /**
   * The provider's category ids in display order, comma-joined; '' clears the order, and leaving it
   * out keeps the current one (a rename alone must not lose it).
   */
  order_categories: z.string().max(20_000).optional(),
});
export const ContentProviderOrderUpdateSchema = z.object({
  id: IdSchema,
  content_provider_ids: z.string().max(20_000),
});

export const CategoryCreateSchema = z.object({
  name: NameSchema,
  description: DescriptionSchema.default(''),
  description_bold: DescriptionSchema.default(''),
  content_providers: ProviderLinksSchema,
});
export const CategoryUpdateSchema = z.object({
  id: IdSchema,
  name: NameSchema,
  description: DescriptionSchema.optional(),
  description_bold: DescriptionSchema.optional(),
  /** Replaces the category's provider links when present. */
  update_content_providers: ProviderLinkListSchema.optional(),
});

export const TagCreateSchema = z.object({
  name: NameSchema,
  description: DescriptionSchema.default(''),
  description_bold: DescriptionSchema.default(''),
  content_providers: ProviderLinksSchema,
});
export const TagUpdateSchema = z.object({
  name: NameSchema,
  description: DescriptionSchema.optional(),
  description_bold: DescriptionSchema.optional(),
  /** Replaces the tag's provider links when present. */
  content_providers: ProviderLinkListSchema.optional(),
});

const GroupPermissionsSchema = z
  .array(z.object({ id: IdSchema, permission: PermissionSchema }))
  .max(200)
  .refine((links) => new Set(links.map((l) => l.id)).size === links.length, 'A provider is listed twice');
export const GroupCreateSchema = z.object({ name: NameSchema, content_providers: GroupPermissionsSchema.default([]) });
export const GroupUpdateSchema = z.object({
  name: NameSchema,
  /** Replaces the group's permissions when present; content_providers is not sent on update. */
  update_content_providers: GroupPermissionsSchema.optional(),
});

export const CategoryDeletedSchema = z.string();
