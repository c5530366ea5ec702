import { IMPRESSION_BATCH_MAX, type Impression, ImpressionSchema, systemRoutes } from '@stockroom/contract';
import { getStoredLogin } from './auth-tokens';
import { APP_TYPE, APP_TYPE_HEADER } from './route-request';
import { getRuntimeConfig } from './runtime-config';

/**
 * Impressions (DESIGN §1.10) are queued and sent in batches, so browsing never waits on them.
 * Analytics must never hurt the page: nothing here throws, and a batch that fails is dropped.
 */

/** The actions the member screens record; analytics groups by them. */
export const IMPRESSION_ACTIONS = {
  pageView: 'page-view',
  productView: 'product-view',
  search: 'search',
  download: 'download',
  tagFilter: 'tag-filter',
} as const;

export interface ImpressionTrackerOptions {
  flushEveryMs?: number;
  flushAt?: number;
  /** Sends one batch; `keepalive` when the page is being hidden and may be gone before the answer. */
  send?: (batch: Impression[], accessToken: string, keepalive: boolean) => Promise<void>;
}

export interface ImpressionTracker {
  track(impression: Impression): void;
  flush(options?: { keepalive?: boolean }): Promise<void>;
  /** How many wait to be sent. */
  pending(): number;
}

const post = (batch: Impression[], accessToken: string, keepalive: boolean) =>
  fetch(`${getRuntimeConfig().serviceUrls.main}${systemRoutes.track.path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${accessToken}`,
      [APP_TYPE_HEADER]: APP_TYPE,
    },
    body: JSON.stringify(batch),
    keepalive,
  });

/**
 * One request per batch. A raw fetch rather than callRoute: a lost impression is not worth renewing
 * a login for, let alone leaving the page for /login.
 */
async function sendBatch(batch: Impression[], accessToken: string, keepalive: boolean) {
  for (let i = 0; i < batch.length; i += IMPRESSION_BATCH_MAX) {
    await post(batch.slice(i, i + IMPRESSION_BATCH_MAX), accessToken, keepalive);
  }
}

interface Queued {
  impression: Impression;
  /** Whose impression it is: a batch left behind by one login is not sent with the next one's token. */
  username: string;
}

export function createImpressionTracker(options: ImpressionTrackerOptions = {}): ImpressionTracker {
  const { flushEveryMs = 5000, flushAt = 10, send = sendBatch } = options;
  let queue: Queued[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = async ({ keepalive = false } = {}) => {
    clearTimeout(timer);
    timer = undefined;
    const batch = queue;
    queue = [];
    const login = getStoredLogin();
    const mine = batch.filter((q) => q.username === login?.username).map((q) => q.impression);
    if (!login || mine.length === 0) return;
    try {
      await send(mine, login.accessToken, keepalive);
    } catch {
      // Dropped: see the header comment.
    }
  };

  const track = (impression: Impression) => {
    try {
      const username = getStoredLogin()?.username;
      const parsed = ImpressionSchema.safeParse(impression);
      if (!username || !parsed.success) return;
      queue.push({ impression: parsed.data, username });
      if (queue.length >= flushAt) void flush();
      else timer ??= setTimeout(() => void flush(), flushEveryMs);
    } catch {
      // Dropped: see the header comment.
    }
  };

  return { track, flush, pending: () => queue.length };
}

const tracker = createImpressionTracker();
let listening = false;

const flushBeforeLeaving = () => void tracker.flush({ keepalive: true });

/** Queues one impression of the signed-in member; sent within a few seconds, or when the page hides. */
export function track(impression: Impression) {
  if (!listening && typeof window !== 'undefined') {
    listening = true;
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flushBeforeLeaving();
    });
    // A full page load or closing the tab does not always report the page hidden first.
    window.addEventListener('pagehide', flushBeforeLeaving);
  }
  tracker.track(impression);
}

export const flushImpressions = (options?: { keepalive?: boolean }) => tracker.flush(options);
