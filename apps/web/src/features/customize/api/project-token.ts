import { ApiError } from '../../../lib/api-errors';

/** A save or export the project token no longer allows (it is short-lived): worth one fresh token. */
export const isTokenRefusal = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);

/**
 * Calls with the project's token; when the token is refused, asks for a fresh one (`renew`) and
 * calls once more with it.
 */
export async function withProjectToken<T>(
  token: string,
  renew: () => Promise<{ token: string }>,
  call: (token: string) => Promise<T>,
): Promise<T> {
  try {
    return await call(token);
  } catch (error) {
    if (!isTokenRefusal(error)) throw error;
    const fresh = await renew();
    return call(fresh.token);
  }
}
