import type { Product } from '@stockroom/contract';

/**
 * What the screens need to know about a product beyond its fields. The server withholds an
 * is_gated product's files from a member with gated access (DESIGN §1.3) by answering them empty;
 * that is the only sign the client gets, so "locked" is read from it.
 */
export function isLocked(product: Product, sectionPermission?: number): boolean {
  if (sectionPermission === 2 || !product.is_gated) return false;
  return (
    product.article_file_url === '' &&
    product.video_embed_url === '' &&
    product.bundle_download_url === '' &&
    product.design_huddle_template_id === ''
  );
}

const TYPE_LABELS: Record<string, string> = {
  asset: 'Asset',
  article: 'Article',
  video: 'Video',
  template: 'Template',
  campaign: 'Campaign',
};

export const productTypeLabel = (type: string) => TYPE_LABELS[type] ?? 'Product';

/**
 * The address that saves a file instead of opening it. Only our own signed addresses understand
 * download=1 (the server then answers Content-Disposition: attachment); an outside address is left
 * exactly as written, since another parameter could break its signature.
 */
export function downloadHref(address: string): string {
  if (!address) return '';
  let origin: string;
  try {
    origin = new URL(address, window.location.origin).origin;
  } catch {
    return address;
  }
  if (origin !== window.location.origin) return address;
  return `${address}${address.includes('?') ? '&' : '?'}download=1`;
}

/** The address a member can send anyone: the public page of a non-gated product. */
export const sharedProductAddress = (id: string) => `${window.location.origin}/shared/products/${id}`;
