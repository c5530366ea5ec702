import { getRuntimeConfig } from '../../../../lib/runtime-config';

/**
 * Where the browser finds a logo the project holds: a brand image is a path on the main service
 * (served without a signature, decision 0018); an http(s) or data address is used as it is.
 */
export function logoAddress(value: string): string {
  if (value.startsWith('/')) return `${getRuntimeConfig().serviceUrls.main}${value}`;
  return /^(https?:\/\/|data:image\/(png|jpeg);)/i.test(value) ? value : '';
}
