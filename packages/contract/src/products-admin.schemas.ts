import { z } from 'zod/mini';
import { IdSchema } from './common/ids';
import {
  ExtendedProductSchema,
  isKnownVideoUrl,
  PriceSchema,
  ProductTypeSchema,
  VIDEO_HOSTS,
} from './products.schemas';

// What admins write and read about products, apart from what members read: the member's first
// page loads the catalogue's schemas and none of these.

const short = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const VideoUrlSchema = short(2000).check(
  z.refine(isKnownVideoUrl, { message: `Use an https address on ${VIDEO_HOSTS.join(', ')}` }),
);
const idList = z.array(IdSchema).check(z.maxLength(500));

/** The most sample images a product has (migration 0015_sample_images holds the same limit). */
export const SAMPLE_IMAGES_MAX = 12;
/** An image uploaded with POST /api/files?kind=thumbnail: every such upload is stored as a WebP. */
export const SAMPLE_IMAGE_PATH = /^thumbnails\/[0-9a-f-]{36}\.webp$/;
export const SampleImagesSchema = z
  .array(
    z.string().check(z.regex(SAMPLE_IMAGE_PATH, 'Not an uploaded image: upload it as a thumbnail and send its path')),
  )
  .check(
    z.maxLength(SAMPLE_IMAGES_MAX, `At most ${SAMPLE_IMAGES_MAX} sample images`),
    z.refine((paths) => new Set(paths).size === paths.length, 'An image is listed twice'),
  );

/** The product's own fields as an admin writes them; every one optional, for updates. */
const productFields = {
  title: z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(200)),
  subtitle: short(500),
  slug: short(80),
  description: short(20_000),
  thumbnail: short(2000),
  article_file_path: short(2000),
  video_embed_url: VideoUrlSchema,
  bundle_download_url: short(2000),
  design_huddle_template_id: short(200),
  cognito_data_key: short(200),
  cognito_data_form: short(200),
  first_tip_success_title: short(200),
  first_tip_success_description: short(2000),
  second_tip_success_title: short(200),
  second_tip_success_description: short(2000),
  third_tip_success_title: short(200),
  third_tip_success_description: short(2000),
  product_type: ProductTypeSchema,
  is_gated: z.boolean(),
  is_draft: z.boolean(),
  is_campaign: z.boolean(),
  campaign_type: short(100),
  request_more_info: z.boolean(),
  /** '' or null: no parent. */
  parent_product_id: z.pipe(
    z.union([IdSchema, z.literal(''), z.null()]),
    z.transform((v) => v || null),
  ),
  /** null: not for sale. */
  price: z.nullable(PriceSchema),
  /** Our field: the sample images' paths (uploads of kind thumbnail), in order; replaces the list. */
  sample_images: SampleImagesSchema,
};

/** POST /api/products (DESIGN §1.13): categories and tags as {category_id} / {tag_id} lists. */
export const ProductCreateSchema = z.object({
  ...z.partial(z.object(productFields)).shape,
  title: productFields.title,
  product_type: productFields.product_type,
  categories: z._default(z.array(z.object({ category_id: IdSchema })).check(z.maxLength(500)), []),
  tags: z._default(z.array(z.object({ tag_id: IdSchema })).check(z.maxLength(500)), []),
  associated_products: z._default(idList, []),
});
export type ProductCreate = z.output<typeof ProductCreateSchema>;

/**
 * PUT /api/products/{id}: no categories, tags, associated products or timestamps (spec §7); those
 * change through the add_/remove_ id lists. Fields left out keep their value; unknown keys are dropped.
 */
export const ProductUpdateSchema = z.object({
  ...z.partial(z.object(productFields)).shape,
  add_categories: z._default(idList, []),
  remove_categories: z._default(idList, []),
  add_tags: z._default(idList, []),
  remove_tags: z._default(idList, []),
  add_associated_products: z._default(idList, []),
  remove_associated_products: z._default(idList, []),
});
export type ProductUpdate = z.output<typeof ProductUpdateSchema>;

export const PinnedProductsUpdateSchema = z.object({ product_ids: z.string().check(z.maxLength(20_000)) });

/**
 * GET /api/admin/products: the admin table, server-paged (page ≥ 1, page_size 1–100, default 25),
 * searched by title, subtitle or slug, and filtered by category, type and draft. Newest first.
 */
export const ADMIN_PRODUCTS_PAGE_SIZE_DEFAULT = 25;
export const AdminProductsQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.positive()), 1),
  page_size: z._default(
    z.coerce.number().check(z.int(), z.positive(), z.maximum(100)),
    ADMIN_PRODUCTS_PAGE_SIZE_DEFAULT,
  ),
  search: z._default(z.string().check(z.trim(), z.maxLength(200)), ''),
  category_id: z.optional(IdSchema),
  product_type: z.optional(ProductTypeSchema),
  /** 'true': drafts only; 'false': published only; absent: both. */
  is_draft: z.optional(z.enum(['true', 'false'])),
});
export type AdminProductsQuery = z.output<typeof AdminProductsQuerySchema>;
export const AdminProductsPageSchema = z.object({
  count: z.number().check(z.int(), z.nonnegative()),
  dataset: z.array(ExtendedProductSchema),
});
