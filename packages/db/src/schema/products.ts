import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { categories, tags } from './catalogue';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
const textField = (name: string) => text(name).notNull().default('');

/** Every field of the spec's Product and Extended product (§3), one column each.
 * Migration 0003_search adds `search_document` (tsvector, kept out of this schema so reads never
 * carry it) with its GIN index, and a trigram index on lower(title). */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    subtitle: textField('subtitle'),
    slug: text('slug').notNull().unique('products_slug_key'),
    description: textField('description'),
    thumbnail: textField('thumbnail'),
    article_file_path: textField('article_file_path'),
    video_embed_url: textField('video_embed_url'),
    bundle_download_url: textField('bundle_download_url'),
    design_huddle_template_id: textField('design_huddle_template_id'),
    cognito_data_key: textField('cognito_data_key'),
    cognito_data_form: textField('cognito_data_form'),
    first_tip_success_title: textField('first_tip_success_title'),
    first_tip_success_description: textField('first_tip_success_description'),
    second_tip_success_title: textField('second_tip_success_title'),
    second_tip_success_description: textField('second_tip_success_description'),
    third_tip_success_title: textField('third_tip_success_title'),
    third_tip_success_description: textField('third_tip_success_description'),
    product_type: text('product_type').notNull(),
    is_gated: boolean('is_gated').notNull().default(false),
    is_draft: boolean('is_draft').notNull().default(false),
    is_campaign: boolean('is_campaign').notNull().default(false),
    campaign_type: textField('campaign_type'),
    request_more_info: boolean('request_more_info').notNull().default(false),
    parent_product_id: uuid('parent_product_id').references((): AnyPgColumn => products.id, { onDelete: 'set null' }),
    /** The subscription price (DESIGN §1.3): all three set, or all null (not for sale). */
    price_amount: integer('price_amount'),
    price_currency: text('price_currency'),
    price_interval: text('price_interval'),
    /**
     * Sample images admins chose (storage keys of uploaded images), in the order members see their
     * watermarked previews (decision 0039). Kept on the row, so that one UPDATE writes them with
     * the rest of the product and the product read carries them without another statement.
     */
    sample_images: text('sample_images').array().notNull().default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (t) => [
    check('products_sample_images_max', sql`cardinality(${t.sample_images}) <= 12`),
    index('products_parent_idx').on(t.parent_product_id),
    // Newest first (read backwards): the member's product list and the admin table.
    index('products_created_idx').on(t.created_at, t.id),
  ],
);

/** A product's categories. `product_created_at` and `product_is_draft` are copies of the product's
 * columns, kept by triggers (migration 0005_category_newest), so that a category's newest products
 * and its count are read from one index without visiting products; their defaults only let inserts
 * leave them out. */
export const productCategories = pgTable(
  'product_categories',
  {
    product_id: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    category_id: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    product_created_at: timestamp('product_created_at', { withTimezone: true }).notNull().defaultNow(),
    product_is_draft: boolean('product_is_draft').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.product_id, t.category_id] }),
    // A category's products newest first (read backwards); drafts filtered in the index.
    index('product_categories_newest_idx').on(t.category_id, t.product_created_at, t.product_id, t.product_is_draft),
    // Counts of a category's published products: small, as B-tree deduplication folds equal keys.
    index('product_categories_published_idx').on(t.category_id).where(sql`not ${t.product_is_draft}`),
  ],
);

/**
 * How many products each category links, published ones and all, kept by statement triggers on
 * product_categories (migration 0035) whatever code writes the links: a landing page showed every
 * section's page count by counting all its links, which grew with the catalogue (40 ms at 100,000
 * products).
 */
export const categoryCounts = pgTable('category_counts', {
  category_id: uuid('category_id')
    .primaryKey()
    .references(() => categories.id, { onDelete: 'cascade' }),
  published: integer('published').notNull().default(0),
  total: integer('total').notNull().default(0),
});

export const productTags = pgTable(
  'product_tags',
  {
    product_id: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    tag_id: uuid('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.product_id, t.tag_id] }), index('product_tags_tag_idx').on(t.tag_id)],
);

/** A campaign's associated products. */
export const productAssociations = pgTable(
  'product_associations',
  {
    campaign_id: uuid('campaign_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    product_id: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.campaign_id, t.product_id] }),
    index('product_associations_product_idx').on(t.product_id),
  ],
);

/** A category's pinned products in order (spec §3: pinned products). */
export const pinnedProducts = pgTable(
  'pinned_products',
  {
    category_id: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    product_id: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.category_id, t.product_id] }),
    index('pinned_products_product_idx').on(t.product_id),
  ],
);
