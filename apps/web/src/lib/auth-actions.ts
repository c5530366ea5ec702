import { authRoutes, type LoginRequest, type LoginResponse, systemRoutes } from '@stockroom/contract';
import { callRoute } from './api-client';
import { clearAllStorage, clearLogin, storeLogin } from './auth-tokens';
import { navigateTo } from './navigation';
import { storeSnackbarMessage } from './snackbar-bus';

export const LOGOUT_FAILED_MESSAGE = 'Failed to log out';

/**
 * Logs in. On success keeps username and both tokens (spec §4) and records the login event
 * without waiting for it: a lost impression must never block logging in.
 */
export async function login(credentials: LoginRequest): Promise<LoginResponse> {
  const answer = await callRoute(authRoutes.login, { body: credentials });
  storeLogin({
    username: credentials.username.trim(),
    accessToken: answer.access_token,
    refreshToken: answer.refresh_token,
  });
  void callRoute(systemRoutes.track, { body: { page_route: '/login', action: 'login' } }).catch(() => undefined);
  return answer;
}

/**
 * Ends the login on the server, forgets everything stored and goes to /login. A failed call
 * still leaves, with 'Failed to log out' shown on the login page.
 */
export async function logout(): Promise<void> {
  let failed = false;
  try {
    await callRoute(authRoutes.logout, {}, { onExpiredLogin: 'throw' });
  } catch {
    failed = true;
  }
  clearAllStorage();
  if (failed) storeSnackbarMessage(LOGOUT_FAILED_MESSAGE);
  await navigateTo('/login');
}

/**
 * The server has already ended this login (for example after a password change): forget the
 * tokens and go to /login, where `message` is shown.
 */
export async function leaveAfterSignOut(message: string) {
  clearLogin();
  storeSnackbarMessage(message);
  await navigateTo('/login');
}
