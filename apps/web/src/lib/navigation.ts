/**
 * Lets code outside React (the API client) move the app to another address. The app registers
 * a handler that moves its router and resolves on arrival; until then a full page load does the job.
 */
type Navigate = (to: string) => Promise<void> | void;

let navigate: Navigate = (to) => window.location.assign(to);

/** Makes `handler` the way to move the app; returns a function that puts the previous one back. */
export function setNavigationHandler(handler: Navigate): () => void {
  const previous = navigate;
  navigate = handler;
  return () => {
    if (navigate === handler) navigate = previous;
  };
}

/** Resolves once the app has arrived (with the router; a full page load never resolves usefully). */
export async function navigateTo(to: string): Promise<void> {
  await navigate(to);
}

/** The address of the current page (path, query and hash), as redirectTo expects it. */
export const currentAddress = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

/** `/login?redirectTo=<address, encoded>`; on the login page itself, that page's own address. */
export function loginAddress(returnTo: string = currentAddress()) {
  if (returnTo.split(/[?#]/)[0] === '/login') return returnTo;
  return `/login?redirectTo=${encodeURIComponent(returnTo)}`;
}

/**
 * The page to open after logging in: redirectTo when it is an address on this site, else
 * /products. Anything else (another site, `//host`) could send a person away after they typed
 * their password.
 */
export function safeReturnAddress(redirectTo: string | null, fallback = '/products'): string {
  if (!redirectTo?.startsWith('/') || redirectTo.startsWith('//') || redirectTo.startsWith('/\\')) return fallback;
  return redirectTo.split(/[?#]/)[0] === '/login' ? fallback : redirectTo;
}
