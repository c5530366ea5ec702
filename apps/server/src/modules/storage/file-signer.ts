/**
 * Signed file addresses (DESIGN §1.11, decision 0009): `/files/{key}?expires&signature`, where the
 * signature is an HMAC of `{key}:{expires}`. Product reads make them only after the access check,
 * so holding a valid address is the permission to read the file.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isStoredFileKey } from '@stockroom/contract';
import { oncePer } from '../../lib/once-per';
import type { TokenService } from '../../lib/tokens';

const HOUR = 3600;
const DAY = 24 * HOUR;

/** What product reads need: the address to answer for a file field's stored value. */
export interface FileAddresses {
  /** A signed address for a stored key; anything else (an external address an admin typed) as written. */
  addressOf(value: string): string;
}

export interface FileSigner extends FileAddresses {
  /** The signed address of a stored key, valid at least until `expires` (unix seconds). */
  signedUrl(key: string, nowSeconds?: number): { url: string; expires: number };
  sign(key: string, expires: number): string;
  verify(key: string, expires: number, signature: string, nowSeconds?: number): 'valid' | 'expired' | 'invalid';
}

/**
 * The expiry is rounded up to a whole period and then given one more, so that a file keeps one
 * address for a while (browsers cache it) and every address lives at least one period. Thumbnails
 * show on every list, so theirs last a day; files an hour.
 */
export function expiryFor(key: string, nowSeconds: number) {
  const period = key.startsWith('thumbnails/') ? DAY : HOUR;
  return Math.ceil(nowSeconds / period) * period + period;
}

const now = () => Math.floor(Date.now() / 1000);

export function createFileSigner(tokenSecret: string): FileSigner {
  // A key of its own, so that a file signature can never stand in for a token's, nor the reverse.
  const key = createHmac('sha256', tokenSecret).update('stockroom file addresses v1').digest();
  const sign = (fileKey: string, expires: number) =>
    createHmac('sha256', key).update(`${fileKey}:${expires}`).digest('base64url');
  const signedUrl = (fileKey: string, nowSeconds = now()) => {
    const expires = expiryFor(fileKey, nowSeconds);
    return { url: `/files/${fileKey}?expires=${expires}&signature=${sign(fileKey, expires)}`, expires };
  };
  return {
    sign,
    signedUrl,
    addressOf: (value) => (isStoredFileKey(value) ? signedUrl(value).url : value),
    verify(fileKey, expires, signature, nowSeconds = now()) {
      const expected = Buffer.from(sign(fileKey, expires));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      return expires < nowSeconds ? 'expired' : 'valid';
    },
  };
}

/** One signer per token service, so its key is derived once per app. */
export const fileSignerFor = oncePer((tokens: TokenService): FileSigner => createFileSigner(tokens.secret));

/** A signed address of ours, read back from a product and sent in a product write. */
const OWN_ADDRESS = /^\/files\/((?:thumbnails|articles|bundles)\/[0-9a-f-]{36}\.(?:webp|pdf|zip))(?:\?.*)?$/;

/**
 * The value to store in a product's file field: `bundle_download_url` has no raw twin, so an admin
 * form that sends back what it read sends a signed address, which would stop working once it
 * expires; it is stored as the key it signs.
 */
export function storedFileValue(value: string): string {
  const match = OWN_ADDRESS.exec(value);
  return match?.[1] ?? value;
}
