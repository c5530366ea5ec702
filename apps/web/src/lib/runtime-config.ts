import { SERVICE_PREFIX, type Service } from '@stockroom/contract';

/**
 * Settings the server writes into index.html (`<meta name="stockroom-config">`) at run time, so one
 * build serves any deployment.
 */
export interface RuntimeConfig {
  logoUrl: string;
  /** Base address of each service; by default the page's own origin plus the service prefix. */
  serviceUrls: Record<Service, string>;
}

interface RawConfig {
  logoUrl?: unknown;
  serviceUrls?: Partial<Record<Service, unknown>>;
}

const DEFAULT_LOGO_URL = '/logo.svg';

function readRaw(): RawConfig {
  const content = document.querySelector('meta[name="stockroom-config"]')?.getAttribute('content');
  if (!content) return {};
  try {
    const parsed: unknown = JSON.parse(content);
    return parsed && typeof parsed === 'object' ? (parsed as RawConfig) : {};
  } catch {
    // A broken tag must not stop the app: the defaults work on the one origin.
    return {};
  }
}

const stringOr = (value: unknown, fallback: string) => (typeof value === 'string' && value ? value : fallback);

/** Read on every call (a meta lookup is cheap), so tests and a changed tag need no reset. */
export function getRuntimeConfig(): RuntimeConfig {
  const raw = readRaw();
  const origin = window.location.origin;
  const base = (service: Service) =>
    stringOr(raw.serviceUrls?.[service], `${origin}${SERVICE_PREFIX[service]}`).replace(/\/$/, '');
  return {
    logoUrl: stringOr(raw.logoUrl, DEFAULT_LOGO_URL),
    serviceUrls: { main: base('main'), auth: base('auth'), brands: base('brands') },
  };
}
