import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from './storage-keys';

/** The sign-in state lives in localStorage (spec §4); this module is its only reader and writer. */
export interface StoredLogin {
  username: string;
  accessToken: string;
  refreshToken: string;
}

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

export const getAccessToken = () => localStorage.getItem(STORAGE_KEYS.accessToken);

export function getStoredLogin(): StoredLogin | null {
  const username = localStorage.getItem(STORAGE_KEYS.username);
  const accessToken = getAccessToken();
  const refreshToken = localStorage.getItem(STORAGE_KEYS.refreshToken);
  if (!username || !accessToken) return null;
  return { username, accessToken, refreshToken: refreshToken ?? '' };
}

export function storeLogin(login: StoredLogin) {
  localStorage.setItem(STORAGE_KEYS.username, login.username);
  localStorage.setItem(STORAGE_KEYS.accessToken, login.accessToken);
  localStorage.setItem(STORAGE_KEYS.refreshToken, login.refreshToken);
  notify();
}

export function storeAccessToken(accessToken: string) {
  localStorage.setItem(STORAGE_KEYS.accessToken, accessToken);
  notify();
}

export function clearLogin() {
  localStorage.removeItem(STORAGE_KEYS.username);
  localStorage.removeItem(STORAGE_KEYS.accessToken);
  localStorage.removeItem(STORAGE_KEYS.refreshToken);
  notify();
}

/** Logging out forgets everything the app stored, not only the tokens (spec §4). */
export function clearAllStorage() {
  localStorage.clear();
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab logging in or out changes the state here too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

const isLoggedInSnapshot = () => getAccessToken() !== null;

/** Whether an access token is stored; re-renders when it appears or goes. */
export function useIsLoggedIn(): boolean {
  return useSyncExternalStore(subscribe, isLoggedInSnapshot, () => false);
}
