/**
 * Catalogue images as members' photos (decision 0024): an asset product the member may fully use,
 * whose thumbnail is a stored image, can become one of their photos. It is known again by its
 * product and that product's image: picking the same product twice answers the same photo (201),
 * and a product whose image changed since gives a new one.
 */
import type { CatalogueImage, Photo } from '@stockroom/contract';
import { fieldError, forbidden } from '../../errors';
import { lockedProductIds, type Viewer } from '../access/access.service';
import { visibleProduct } from '../products/products.service';
import { fileSignerFor } from '../storage/file-signer';
import { readStored } from '../storage/storage.service';
import { PhotoImageError } from './photo-images';
import { toCatalogueImage, toPhoto } from './photos.mapper';
import { catalogueImageRows, livePhotoByHash, STORED_THUMBNAIL } from './photos.queries';
import { type PhotoDeps, sha256, storePhoto } from './photos.service';

const productError = (message: string) => fieldError('product_id', message);

/** The product, once the viewer may fully use it: 404 when they may not see it, 403 when it is locked. */
async function usableProduct(deps: PhotoDeps, viewer: Viewer, productId: string) {
  const found = await visibleProduct(deps, viewer, productId);
  if ((await lockedProductIds(deps.database.db, viewer, [found])).has(found.product.id)) {
    throw forbidden('This product is locked: request more information to use its image');
  }
  return found.product;
}

/** POST /api/photos/from-product: a usable asset product's stored image becomes the member's photo. */
export async function photoFromProduct(deps: PhotoDeps, viewer: Viewer, productId: string): Promise<Photo> {
  const product = await usableProduct(deps, viewer, productId);
  if (product.product_type !== 'asset') throw productError("Only an asset product's image can be used as a photo");
  if (!STORED_THUMBNAIL.test(product.thumbnail)) throw productError('This product has no image to use as a photo');
  const hash = sha256(`product:${product.id}:${product.thumbnail}`);
  const existing = await livePhotoByHash(deps.database.db, viewer.userId, hash);
  if (existing) return toPhoto(fileSignerFor(deps.tokens), existing, product.title, true);
  const image = await readStored(deps.storage, product.thumbnail);
  if (!image) throw productError("This product's image is missing");
  try {
    const fields = { content_hash: hash, name: product.title, source_product_id: product.id };
    return await storePhoto(deps, viewer, image, fields, product.title);
  } catch (error) {
    if (error instanceof PhotoImageError) throw productError("This product's image could not be read");
    throw error;
  }
}

/** GET /api/photos/catalogue: what `photoFromProduct` would take, at most 100, by title. */
export async function catalogueImages(deps: PhotoDeps, viewer: Viewer, q = ''): Promise<CatalogueImage[]> {
  const rows = await catalogueImageRows(deps.database.db, viewer, q.trim());
  const signer = fileSignerFor(deps.tokens);
  return rows.map((row) => toCatalogueImage(signer, row));
}
