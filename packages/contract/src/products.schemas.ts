import { z } from 'zod';
import { list, text } from './common/fields';
import { DefaultedIdSchema, IdSchema } from './common/ids';

export const PRODUCT_TYPES = ['asset', 'article', 'video', 'template', 'campaign'] as const;
export const ProductTypeSchema = z.enum(PRODUCT_TYPES);

/** Spec §9 defaults. */
export const LANDING_LIMIT_DEFAULT = 3;
export const CATEGORY_PAGE_DEFAULT = 1;
export const CATEGORY_PAGE_SIZE_DEFAULT = 9;
export const SEARCH_LIMIT_DEFAULT = 3;

/** Spec §3: product. */
export const ProductSchema = z.object({
  id: DefaultedIdSchema,
  title: text(),
  subtitle: text(),
  slug: text(),
  description: text(),
  thumbnail: text(),
  thumbnail_url: text(),
  design_huddle_template_id: text(),
  is_gated: z.boolean().default(false),
  product_type: text(),
  article_file_path: text(),
  article_file_url: text(),
  video_embed_url: text(),
  cognito_data_key: text(),
  cognito_data_form: text(),
  transaction_id: text(),
  tags: list(z.string()),
  categories: list(z.string()),
  add_tags: list(z.string()),
  remove_tags: list(z.string()),
  bundle_download_url: text(),
  first_tip_success_title: text(),
  first_tip_success_description: text(),
  second_tip_success_title: text(),
  second_tip_success_description: text(),
  third_tip_success_title: text(),
  third_tip_success_description: text(),
  pinned: z.boolean().default(false),
  created_at: z.string().optional(),
  updated_at: z.string().optional(),
});
export type Product = z.output<typeof ProductSchema>;

/** Spec §3: extended product. */
export const ExtendedProductSchema = ProductSchema.extend({
  add_categories: list(z.string()),
  remove_categories: list(z.string()),
  campaign_type: text(),
  associated_products: list(z.string()),
  is_campaign: z.boolean().default(false),
  is_draft: z.boolean().default(false),
  request_more_info: z.boolean().default(false),
  parent_product_id: text(),
  update_associated_products: list(z.string()),
  add_associated_products: list(z.string()),
  remove_associated_products: list(z.string()),
});
export type ExtendedProduct = z.output<typeof ExtendedProductSchema>;

/** Spec §3: a landing or category-page section. */
export const ProductSectionSchema = z.object({
  id: DefaultedIdSchema,
  title: text(),
  description: text(),
  /** The first word of the category's description_bold. */
  descriptionBold: text(),
  /** '/' plus the category slug. */
  link: text(),
  token: text(),
  total_pages: z.number().int().nonnegative().default(0),
  category_permission: z.number().int().min(0).max(2).default(0),
  products: list(ProductSchema),
});
export type ProductSection = z.output<typeof ProductSectionSchema>;

export const CategoryTitleSchema = z.object({ category_title: text(), tag_title: text() });

/** Spec §3: pinned products travel as one comma-separated string. */
export const PinnedProductsSchema = z.object({ product_ids: text() });

export const ProductCountSchema = z.object({ count: z.number().int().nonnegative() });
export const SearchResultSchema = z.object({ count: z.number().int().nonnegative(), products: list(ProductSchema) });

export const ProductIdParamsSchema = z.object({ id: IdSchema });
