/**
 * A product's sample images (decision 0039): admins send the paths of uploaded images in the order
 * members see them; a read answers each as its preview's address, and its path to admins alone.
 */
import type { SampleImage } from '@stockroom/contract';
import type { AppDeps } from '../../deps';
import { fieldError } from '../../errors';
import { samplePreviewAddress } from './sample-previews';

/** Refuses paths that have no stored file behind them: their previews could never be drawn. */
export async function requireStoredSamples(deps: Pick<AppDeps, 'storage'>, paths: readonly string[] | undefined) {
  if (!paths?.length) return;
  const found = await Promise.all(paths.map((path) => deps.storage.stat(path)));
  const missing = paths.filter((_, i) => !found[i]);
  if (missing.length > 0) throw fieldError('sample_images', `No uploaded image at ${missing.join(', ')}`);
}

/** The samples as reads answer them; the stored paths only `withPaths` (for admins). */
export function sampleImagesOf(
  secret: string,
  product: { id: string; sample_images: readonly string[] },
  withPaths: boolean,
): SampleImage[] {
  return product.sample_images.map((key) => ({
    path: withPaths ? key : '',
    preview_url: samplePreviewAddress(secret, product.id, key),
  }));
}
