import { oncePer } from '../lib/once-per';
import type { AccessClaims, TokenService } from '../lib/tokens';

/** Enough for every token in use on one process at once; beyond it the oldest are verified again. */
const CAPACITY = 10_000;

interface Verified {
  claims: AccessClaims;
  /** The token's `exp`, in seconds. */
  expires: number;
}

/** The tokens verified so far, per token service (one per app). */
const verifiedBy = oncePer((_tokens: TokenService) => new Map<string, Verified>());

const expiryOf = (token: string) => {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
  return typeof payload.exp === 'number' ? payload.exp : 0;
};

/**
 * `tokens.verifyAccess`, remembered per process until the token expires: checking the signature
 * cost more than the rest of an authenticated request's own work, and a client sends the same
 * token for up to 15 minutes. Only a token that has passed the full check is remembered, under its
 * exact text, so nothing unverified is trusted; the live-session check (decision 0003) still runs
 * on every request.
 */
export async function verifyAccessOnce(tokens: TokenService, token: string): Promise<AccessClaims | null> {
  const verified = verifiedBy(tokens);
  const known = verified.get(token);
  if (known) {
    if (Date.now() / 1000 < known.expires) return known.claims;
    verified.delete(token);
    return null;
  }
  const claims = await tokens.verifyAccess(token);
  if (!claims) return null;
  if (verified.size >= CAPACITY) verified.delete(verified.keys().next().value as string);
  verified.set(token, { claims, expires: expiryOf(token) });
  return claims;
}
