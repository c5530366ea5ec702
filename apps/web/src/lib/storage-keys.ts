/**
 * Every key the app keeps in localStorage. Logging out clears all of localStorage, so nothing
 * that must outlive a sign-in belongs here.
 */
export const STORAGE_KEYS = {
  username: 'username',
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  /** A message to show once the next page has loaded, e.g. after a forced move to /login. */
  snackbar: 'snackbar_message',
} as const;
