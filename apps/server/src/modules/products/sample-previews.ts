/**
 * Where a product's sample images are seen (decision 0039): every member who may see the product,
 * locked or not, gets the same previews, small and watermarked (sample-watermark.ts). A preview's
 * address, `/renders/samples/{product id}/{digest}.webp`, carries an HMAC of the original's stored
 * key: it never shows the key, and holding it is the permission, as with the other /renders/
 * addresses, so it is safe to share. It lives as long as the product lists that image. The first
 * request draws the preview and keeps it in storage; every later one reads it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppDeps } from '../../deps';
import { notFound } from '../../errors';
import { openKeptDrawing } from '../storage/kept-drawings';
import { readStored, type StoredObject } from '../storage/storage.service';
import { productSampleImages } from './products.queries';
import { watermarkedPreview } from './sample-watermark';

/** Bumped when the preview's drawing changes, so that every address and kept copy is new. */
const PREVIEW_VERSION = 'v1';
export const SAMPLE_DIGEST = /^[A-Za-z0-9_-]{22}$/;

export function sampleDigest(secret: string, key: string) {
  // A key of its own, so that this digest never stands in for a token's, a file's or a render's.
  return createHmac('sha256', `sample previews:${secret}`)
    .update(`${PREVIEW_VERSION}:${key}`)
    .digest('base64url')
    .slice(0, 22);
}

export const samplePreviewAddress = (secret: string, productId: string, key: string) =>
  `/renders/samples/${productId}/${sampleDigest(secret, key)}.webp`;

type PreviewDeps = Pick<AppDeps, 'database' | 'storage' | 'tokens'>;

const gone = () => notFound('This sample is no longer available');

async function draw(deps: PreviewDeps, original: string) {
  const bytes = await readStored(deps.storage, original);
  if (!bytes) throw gone();
  return watermarkedPreview(bytes);
}

/** The preview a product's address names; 404 when the product no longer lists that image. */
export async function openSamplePreview(deps: PreviewDeps, productId: string, digest: string): Promise<StoredObject> {
  if (!SAMPLE_DIGEST.test(digest)) throw gone();
  const keys = (await productSampleImages(deps.database.db, productId.toLowerCase())) ?? [];
  const given = Buffer.from(digest);
  // Compared in constant time, as signatures are: the time taken must not hint at a digest.
  const original = keys.find((key) => timingSafeEqual(Buffer.from(sampleDigest(deps.tokens.secret, key)), given));
  if (!original) throw gone();
  const kept = `renders/samples/${digest}.webp`;
  return openKeptDrawing(deps.storage, kept, () => draw(deps, original), gone);
}
