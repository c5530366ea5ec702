import { z } from 'zod/mini';

/**
 * What may be uploaded (DESIGN §1.11), each kind checked by its content, not its name: by admins a
 * thumbnail image (stored as a WebP thumbnail), an article PDF, a bundle (ZIP or PDF); by admins
 * and members linked to a brand, a brand image such as a logo (stored as a PNG, transparency kept).
 */
export const FILE_KINDS = ['thumbnail', 'article', 'bundle', 'brand-image'] as const;
export const FileKindSchema = z.enum(FILE_KINDS);
export type FileKind = z.output<typeof FileKindSchema>;

const MB = 1024 * 1024;
export const FILE_RULES: Record<FileKind, { folder: string; maxBytes: number; accept: readonly string[] }> = {
  thumbnail: {
    folder: 'thumbnails',
    maxBytes: 10 * MB,
    accept: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
  },
  article: { folder: 'articles', maxBytes: 25 * MB, accept: ['application/pdf'] },
  bundle: { folder: 'bundles', maxBytes: 200 * MB, accept: ['application/zip', 'application/pdf'] },
  'brand-image': { folder: 'brand-images', maxBytes: 5 * MB, accept: ['image/png', 'image/jpeg', 'image/webp'] },
};
/** The widest a stored brand image is (a PNG; a narrower one keeps its size). */
export const BRAND_IMAGE_MAX_WIDTH = 1200;
/**
 * A brand image's address, stored as the brand's value: served to anyone who has it, without a
 * signature (its name is a random UUID), because logos go into every customization and export.
 */
export const BRAND_IMAGE_PATH = /^\/files\/brand-images\/[0-9a-f-]{36}\.png$/;
export const isBrandImagePath = (value: string) => BRAND_IMAGE_PATH.test(value);
/** The stored form of an image upload: a WebP at most this wide. */
export const THUMBNAIL_MAX_WIDTH = 1200;

/** POST /api/files?kind=…, multipart with one part named `file`. */
export const FileUploadQuerySchema = z.object({ kind: FileKindSchema });

/** A stored file: `path` goes into the product's field; `url` is a short-lived signed address to show it now. */
export const StoredFileSchema = z.object({
  path: z.string(),
  url: z.string(),
  content_type: z.string(),
  size: z.number().check(z.int(), z.nonnegative()),
  name: z.string(),
});
export type StoredFile = z.output<typeof StoredFileSchema>;

/** A stored file's key is `{folder}/{uuid}.{ext}`; product fields hold it as written. */
export const STORED_FILE_KEY = /^(thumbnails|articles|bundles)\/[0-9a-f-]{36}\.(webp|pdf|zip)$/;
export const isStoredFileKey = (value: string) => STORED_FILE_KEY.test(value);

/** GET /files/brand-images/{name}: served to anyone, without a signature (decision 0018). */
export const BrandImageParamsSchema = z.object({
  name: z.string().check(z.regex(/^[0-9a-f-]{36}\.png$/, 'Unknown file')),
});

/**
 * GET /files/{folder}/{name}?expires&signature: served only with a valid, unexpired signature.
 * `exports` holds members' downloads (`exports/{transaction id}.{png|pdf|svg}`); `photos` members'
 * photos (`photos/{uuid}.jpg`, decision 0024), whose addresses only their owner is handed.
 */
export const FileParamsSchema = z.object({
  folder: z.enum(['thumbnails', 'articles', 'bundles', 'exports', 'photos', 'kits']),
  name: z.string().check(z.regex(/^[0-9a-f-]{36}\.(webp|pdf|zip|png|svg|jpg)$/, 'Unknown file')),
});
/** A name to save a download under: a slug and an extension, nothing a header could be broken with. */
export const DOWNLOAD_FILE_NAME = /^[a-z0-9][a-z0-9-]{0,150}\.(webp|pdf|zip|png|svg|jpg)$/;
export const FileAccessQuerySchema = z.object({
  expires: z.coerce.number().check(z.int(), z.positive()),
  signature: z.string().check(z.minLength(1), z.maxLength(200)),
  /** Ask the browser to save rather than show the file. */
  download: z.optional(z.enum(['1'])),
  /** The name the browser saves the file under (an export's `{product slug}-page-2.png`); the stored name otherwise. */
  filename: z.optional(z.string().check(z.regex(DOWNLOAD_FILE_NAME, 'Not a file name'))),
});
