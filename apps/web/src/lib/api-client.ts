import type { RouteDef } from '@stockroom/contract';
import type { z } from 'zod/mini';
import { ApiError, ExpiredLoginError } from './api-errors';
import { getAccessToken } from './auth-tokens';
import { type CallInput, type CallOptions, sendRouteRequest } from './route-request';
import { leaveForLogin, renewAccessToken } from './token-renewal';

export type { CallInput, CallOptions } from './route-request';

/** Routes that take no token: audience 'any' (login, refresh, sign-up checks, the public product). */
export const isPublicRoute = (route: RouteDef) => route.audience === 'any';

export interface ClientCallOptions extends CallOptions {
  /**
   * What a failed renewal does: 'redirect' (the default) clears the login and goes to /login;
   * 'throw' only throws, for callers that leave on their own (logging out).
   */
  onExpiredLogin?: 'redirect' | 'throw';
}

type Args<R extends RouteDef> =
  Record<never, never> extends CallInput<R>
    ? [input?: CallInput<R>, options?: ClientCallOptions]
    : [input: CallInput<R>, options?: ClientCallOptions];

/**
 * Calls one contract route. Sends the bearer token on every non-public route; on a 401 renews the
 * login once and retries once; if renewal fails, leaves for /login (spec §4).
 */
export async function callRoute<R extends RouteDef>(route: R, ...args: Args<R>): Promise<z.output<R['response']>> {
  const [input = {} as CallInput<R>, options = {}] = args;
  const accessToken = isPublicRoute(route) ? null : getAccessToken();
  // Nothing to renew without a login: the answer, 401 or not, is the caller's to handle.
  if (!accessToken) return sendRouteRequest(route, input, options);
  try {
    return await sendRouteRequest(route, input, { ...options, accessToken });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
    let renewed: string;
    try {
      // A call that failed just after another renewed the token only needs the new one.
      const stored = getAccessToken();
      renewed = stored && stored !== accessToken ? stored : await renewAccessToken();
    } catch {
      if (options.onExpiredLogin !== 'throw') leaveForLogin();
      throw new ExpiredLoginError();
    }
    return sendRouteRequest(route, input, { ...options, accessToken: renewed });
  }
}
