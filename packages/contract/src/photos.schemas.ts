import { z } from 'zod/mini';
import { DateTimeSchema } from './common/fields';
import { IdSchema } from './common/ids';

/**
 * Members' photos for the templates' photo slots (decision 0024): an upload of the member's own, or
 * a catalogue image (an asset product's image) they picked. Each is stored as two JPEGs: a print
 * copy that exports embed and a preview copy that the editor shows.
 */

const MB = 1024 * 1024;
/** The largest upload, in bytes. */
export const PHOTO_MAX_BYTES = 25 * MB;
/** The most pixels an upload may decode to (a large camera photo). */
export const PHOTO_MAX_PIXELS = 50_000_000;
/** What an upload may be, checked by its content, never its name. */
export const PHOTO_ACCEPT = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The long side of the print copy at most (a smaller photo keeps its size). */
export const PHOTO_PRINT_MAX_SIDE = 4000;
/** The long side of the preview copy at most. */
export const PHOTO_PREVIEW_MAX_SIDE = 1600;

/** A member's photo, with fresh short-lived signed addresses of its two copies. */
export const PhotoSchema = z.object({
  id: IdSchema,
  /** The uploaded file's name, or the catalogue product's title. */
  name: z.string(),
  /** Of the print copy, in pixels, as shown (EXIF orientation applied). */
  width: z.number().check(z.int(), z.positive()),
  height: z.number().check(z.int(), z.positive()),
  /** The catalogue product the photo was picked from; null for an upload. */
  source_product_id: z.nullable(IdSchema),
  /** That product's title while the member may still use it; null otherwise. */
  source_product_title: z.nullable(z.string()),
  /**
   * False when the photo came from a catalogue product the member may no longer fully use: projects
   * then show the template's own photo in its place.
   */
  available: z.boolean(),
  created_at: DateTimeSchema,
  /** The preview copy (JPEG, long side at most 1600 px), for the editor. */
  preview_url: z.string(),
  /** The print copy (JPEG, long side at most 4000 px). */
  url: z.string(),
});
export type Photo = z.output<typeof PhotoSchema>;
/** The member's photos, newest first. */
export const PhotosSchema = z.array(PhotoSchema);

/** POST /api/photos/from-product: a usable asset product whose image becomes one of the member's photos. */
export const PhotoFromProductSchema = z.object({ product_id: IdSchema });
export type PhotoFromProduct = z.output<typeof PhotoFromProductSchema>;

/** A catalogue image the member may pick: an asset product they can fully use, with a stored image. */
export const CatalogueImageSchema = z.object({
  /** The product's id, to send as `product_id`. */
  id: IdSchema,
  title: z.string(),
  /** A short-lived signed address of the product's image (WebP). */
  thumbnail_url: z.string(),
});
export type CatalogueImage = z.output<typeof CatalogueImageSchema>;
/** At most `CATALOGUE_IMAGES_LIMIT`, by title. */
export const CatalogueImagesSchema = z.array(CatalogueImageSchema);
export const CATALOGUE_IMAGES_LIMIT = 100;

/** GET /api/photos/catalogue?q=…: `q` keeps the products whose title contains it (any case). */
export const CatalogueImagesQuerySchema = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
});

export const PhotoParamsSchema = z.object({ id: IdSchema });
