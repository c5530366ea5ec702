import type { CatalogueImage, Photo } from '@stockroom/contract';
import type { FileSigner } from '../storage/file-signer';
import type { PhotoRow } from './photos.queries';

/**
 * A photo as its owner reads it, with fresh signed addresses of both copies. `available` is false
 * when it came from a product the member may no longer fully use; the product's title is then
 * withheld, as the product is.
 */
export const toPhoto = (signer: FileSigner, row: PhotoRow, productTitle: string | null, available: boolean): Photo => ({
  id: row.id,
  name: row.name,
  width: row.width,
  height: row.height,
  source_product_id: row.source_product_id,
  source_product_title: available ? productTitle : null,
  available,
  created_at: row.created_at.toISOString(),
  preview_url: signer.signedUrl(row.preview_key).url,
  url: signer.signedUrl(row.print_key).url,
});

export const toCatalogueImage = (
  signer: FileSigner,
  row: { id: string; title: string; thumbnail: string },
): CatalogueImage => ({ id: row.id, title: row.title, thumbnail_url: signer.signedUrl(row.thumbnail).url });
