import { getRuntimeConfig } from '../../../../lib/runtime-config';

/**
 * Where a brand image's stored value can be shown: a brand image's address is served by the main
 * service without a signature (decision 0018); a full http(s) address is shown as it is.
 */
export function imageAddress(value: string): string {
  if (value.startsWith('/')) return `${getRuntimeConfig().serviceUrls.main}${value}`;
  return /^https?:\/\//i.test(value) ? value : '';
}
