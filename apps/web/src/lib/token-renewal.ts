import { authRoutes } from '@stockroom/contract';
import { ExpiredLoginError } from './api-errors';
import { clearLogin, getStoredLogin, storeAccessToken } from './auth-tokens';
import { loginAddress, navigateTo } from './navigation';
import { sendRouteRequest } from './route-request';
import { storeSnackbarMessage } from './snackbar-bus';

export const EXPIRED_LOGIN_MESSAGE = 'failed to refresh expired login';

let pendingRenewal: Promise<string> | null = null;

async function renew(): Promise<string> {
  const login = getStoredLogin();
  if (!login?.refreshToken) throw new ExpiredLoginError();
  const { access_token } = await sendRouteRequest(authRoutes.refresh, {
    body: { username: login.username, refresh_token: login.refreshToken },
  });
  storeAccessToken(access_token);
  return access_token;
}

/**
 * Trades the stored refresh token for a new access token. Calls that meet a 401 at the same time
 * share one renewal, so the server sees one refresh however many calls were waiting.
 */
export function renewAccessToken(): Promise<string> {
  pendingRenewal ??= renew().finally(() => {
    pendingRenewal = null;
  });
  return pendingRenewal;
}

/**
 * The login is gone for good: forget the tokens, keep a message for the login page and go there,
 * returning to this page afterwards (spec §4, §8).
 */
export function leaveForLogin() {
  clearLogin();
  storeSnackbarMessage(EXPIRED_LOGIN_MESSAGE);
  void navigateTo(loginAddress());
}
