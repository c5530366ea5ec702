import type { PRODUCT_TYPES } from '@stockroom/contract';

export const PRODUCT_TYPE_LABELS = {
  asset: 'Asset',
  article: 'Article',
  video: 'Video',
  template: 'Template',
  campaign: 'Campaign',
} as const satisfies Record<(typeof PRODUCT_TYPES)[number], string>;

/** A stored type the list does not know is shown as written. */
export const productTypeLabel = (type: string): string => (PRODUCT_TYPE_LABELS as Record<string, string>)[type] ?? type;
