import { createHash, randomBytes } from 'node:crypto';
import { appSettings, type Db } from '@stockroom/db';
import { eq } from 'drizzle-orm';
import { errors, jwtVerify, SignJWT } from 'jose';

/** DESIGN §1.5: access tokens live 15 minutes, refresh tokens 30 days. */
export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_DAYS = 30;

export interface AccessClaims {
  userId: string;
  sessionId: string;
  username: string;
  isAdmin: boolean;
}

export interface TokenService {
  signAccess(claims: AccessClaims, ttlSeconds?: number): Promise<string>;
  /** The claims of a valid, unexpired token, or null. */
  verifyAccess(token: string): Promise<AccessClaims | null>;
  /** An HMAC of a short secret (a one-time code) under the server's key. */
  keyedHash(value: string): string;
  secret: string;
}

export const newRefreshToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The signing secret: TOKEN_SECRET when set, otherwise one made on first start and kept in the
 * database, so that every process and every restart shares it.
 */
export async function resolveTokenSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appSettings)
    .values({ key: 'token_secret', value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'token_secret'));
  if (!row) throw new Error('The token secret could not be stored');
  return row.value;
}

export function createTokenService(secret: string): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    secret,
    signAccess: (c, ttlSeconds = ACCESS_TOKEN_SECONDS) =>
      new SignJWT({ sid: c.sessionId, usr: c.username, adm: c.isAdmin })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(c.userId)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key),
    verifyAccess: async (token) => {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        return {
          userId: payload.sub,
          sessionId: payload.sid,
          username: String(payload.usr ?? ''),
          isAdmin: payload.adm === true,
        };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
    keyedHash: (value) => createHash('sha256').update(`${secret}:${value}`).digest('hex'),
  };
}
