import { z } from 'zod/mini';
import { list, text } from './common/fields';
import { DefaultedIdSchema, IdSchema } from './common/ids';

export const PRODUCT_TYPES = ['asset', 'article', 'video', 'template', 'campaign'] as const;
export const ProductTypeSchema = z.enum(PRODUCT_TYPES);

/** Spec §9 defaults. */
export const LANDING_LIMIT_DEFAULT = 3;
export const CATEGORY_PAGE_DEFAULT = 1;
export const CATEGORY_PAGE_SIZE_DEFAULT = 9;
export const SEARCH_LIMIT_DEFAULT = 3;

// A product's price (our field): every catalogue read carries one.

/** Currencies a price may be set in (ISO 4217, lower case as the payment providers write them). */
export const CURRENCIES = ['usd', 'eur', 'gbp', 'cad', 'aud'] as const;
export const CurrencySchema = z.enum(CURRENCIES);
/** A subscription renews every month or year; `once` is one payment for access with no end. */
export const PRICE_INTERVALS = ['month', 'year', 'once'] as const;
export const PriceIntervalSchema = z.enum(PRICE_INTERVALS);
export type PriceInterval = z.infer<typeof PriceIntervalSchema>;

/** The smallest and largest amounts, in the currency's minor unit (cents), that providers accept. */
export const PRICE_AMOUNT_MIN = 50;
export const PRICE_AMOUNT_MAX = 99_999_999;

/** A product's price, set by admins; `amount` in the currency's minor unit (1999 = 19.99). */
export const PriceSchema = z.object({
  amount: z.number().check(z.int(), z.minimum(PRICE_AMOUNT_MIN), z.maximum(PRICE_AMOUNT_MAX)),
  currency: CurrencySchema,
  interval: PriceIntervalSchema,
});
export type Price = z.infer<typeof PriceSchema>;

/**
 * A sample image as reads answer it (our field, like `price`): `preview_url` is a small copy
 * (at most SAMPLE_PREVIEW_MAX_SIDE px on its long side) with a "SAMPLE" watermark drawn in, at an
 * address safe to share; the original never leaves the server but to admins, who also get its
 * stored `path` ('' for everyone else).
 */
export const SampleImageSchema = z.object({ path: text(), preview_url: text() });
export type SampleImage = z.output<typeof SampleImageSchema>;
/** The long side of a sample image's preview, in pixels. */
export const SAMPLE_PREVIEW_MAX_SIDE = 640;

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
  is_gated: z._default(z.boolean(), false),
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
  pinned: z._default(z.boolean(), false),
  created_at: z.optional(z.string()),
  updated_at: z.optional(z.string()),
});
export type Product = z.output<typeof ProductSchema>;

/** Spec §3: extended product. */
export const ExtendedProductSchema = z.extend(ProductSchema, {
  add_categories: list(z.string()),
  remove_categories: list(z.string()),
  campaign_type: text(),
  associated_products: list(z.string()),
  is_campaign: z._default(z.boolean(), false),
  is_draft: z._default(z.boolean(), false),
  request_more_info: z._default(z.boolean(), false),
  parent_product_id: text(),
  /** Our field: a gated product's subscription price (null: none, not for sale). */
  price: z._default(z.nullable(PriceSchema), null),
  /** Our field: sample images, in the admins' order, shown as watermarked previews (locked or not). */
  sample_images: list(SampleImageSchema),
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
  total_pages: z._default(z.number().check(z.int(), z.nonnegative()), 0),
  category_permission: z._default(z.number().check(z.int(), z.minimum(0), z.maximum(2)), 0),
  products: list(ProductSchema),
});
export type ProductSection = z.output<typeof ProductSectionSchema>;

export const CategoryTitleSchema = z.object({ category_title: text(), tag_title: text() });

/** Spec §3: pinned products travel as one comma-separated string. */
export const PinnedProductsSchema = z.object({ product_ids: text() });

export const ProductCountSchema = z.object({ count: z.number().check(z.int(), z.nonnegative()) });
export const SearchResultSchema = z.object({
  count: z.number().check(z.int(), z.nonnegative()),
  products: list(ProductSchema),
});

export const ProductIdParamsSchema = z.object({ id: IdSchema });

/** GET /api/user/products: limit 1–100 (default 9); an optional search (≤ 200) narrows the list. */
export const USER_PRODUCTS_LIMIT_DEFAULT = 9;
export const UserProductsQuerySchema = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.positive(), z.maximum(100)), USER_PRODUCTS_LIMIT_DEFAULT),
  search: z.optional(z.string().check(z.maxLength(200))),
});
export type UserProductsQuery = z.output<typeof UserProductsQuerySchema>;

/** POST /api/products/{id}/info: an optional note for the administrators; the body itself is optional. */
export const ProductInfoRequestSchema = z.nullish(
  z.object({ message: z.optional(z.string().check(z.maxLength(2000))) }),
);
export const ProductInfoSentSchema = z.object({ sent: z.literal(true) });

/** Hosts whose players may be embedded (shown in a sandboxed frame); a subdomain counts as its host. */
export const VIDEO_HOSTS = ['youtube.com', 'youtube-nocookie.com', 'vimeo.com', 'wistia.com', 'wistia.net'] as const;
export function isKnownVideoUrl(value: string): boolean {
  if (value === '') return true;
  try {
    const url = new URL(value);
    const host = url.hostname.toLowerCase();
    return url.protocol === 'https:' && VIDEO_HOSTS.some((h) => host === h || host.endsWith(`.${h}`));
  } catch {
    return false;
  }
}

export const CategoryIdParamsSchema = z.object({ category_id: IdSchema });

/** Spec §5: landing limit 1–50, default 3. */
export const LandingQuerySchema = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.positive(), z.maximum(50)), LANDING_LIMIT_DEFAULT),
});

/** A category page: page ≥ 1 (default 1), page_size 1–100 (default 9), optional tag id filter. */
export const CategoryPageQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.positive()), CATEGORY_PAGE_DEFAULT),
  page_size: z._default(z.coerce.number().check(z.int(), z.positive(), z.maximum(100)), CATEGORY_PAGE_SIZE_DEFAULT),
  tag: z.optional(IdSchema),
});

const CategorySlugSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(200));
export const CategorySlugParamsSchema = z.object({ slug: CategorySlugSchema });
export const CategoryParamsSchema = z.object({ category: CategorySlugSchema });
