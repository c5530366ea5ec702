import { STORAGE_KEYS } from './storage-keys';

/**
 * A tiny publish/subscribe channel for snackbar messages, so code outside React (the query cache,
 * the API client) can show a message in the layout's snackbar area.
 */
type Listener = (message: string) => void;
const listeners = new Set<Listener>();

export function showSnackbar(message: string) {
  for (const listener of listeners) listener(message);
}

export function subscribeSnackbar(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Keeps a message across a page change or reload; the layout shows it on arrival. */
export function storeSnackbarMessage(message: string) {
  localStorage.setItem(STORAGE_KEYS.snackbar, message);
}

/** Returns the stored message once and forgets it. */
export function takeStoredSnackbarMessage(): string | null {
  const message = localStorage.getItem(STORAGE_KEYS.snackbar);
  if (message !== null) localStorage.removeItem(STORAGE_KEYS.snackbar);
  return message || null;
}
