/**
 * The editor's `user_token` (DESIGN §1.7): a short-lived JWT naming one project and its owner, so
 * that a page left open, or a token copied out of it, cannot save or export anything else.
 */
import { createHmac } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { forbidden } from '../../errors';
import { oncePer } from '../../lib/once-per';
import type { TokenService } from '../../lib/tokens';

export const PROJECT_TOKEN_SECONDS = 60 * 60;

// A key of its own, so that a project token can never stand in for an access token, nor the reverse.
const keyFor = oncePer((tokens: Pick<TokenService, 'secret'>) =>
  createHmac('sha256', tokens.secret).update('stockroom project tokens v1').digest(),
);

export function signProjectToken(
  tokens: Pick<TokenService, 'secret'>,
  projectId: string,
  userId: string,
  ttlSeconds = PROJECT_TOKEN_SECONDS,
) {
  return new SignJWT({ prj: projectId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(keyFor(tokens));
}

export const projectTokenRefused = () => forbidden("The editor's access to this project has expired: open it again");

/** Refuses (403) unless `token` is a live token for this project and this caller. */
export async function requireProjectToken(
  tokens: Pick<TokenService, 'secret'>,
  token: string | undefined,
  projectId: string,
  userId: string,
) {
  if (!token) throw projectTokenRefused();
  try {
    const { payload } = await jwtVerify(token, keyFor(tokens), { algorithms: ['HS256'] });
    if (payload.prj !== projectId || payload.sub !== userId) throw projectTokenRefused();
  } catch (error) {
    if (error instanceof errors.JOSEError) throw projectTokenRefused();
    throw error;
  }
}
