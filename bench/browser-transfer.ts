/**
 * What Chromium really downloads on a first visit, read from the DevTools protocol: every
 * response's bytes on the wire (Network.loadingFinished's encodedDataLength: headers and the
 * body as sent, compressed or not) and its body once decoded.
 */
import type { Browser, Page } from 'playwright-core';

export type Kind = 'HTML' | 'JS' | 'CSS' | 'fonts' | 'images' | 'API JSON' | 'other';
export const KINDS: Kind[] = ['HTML', 'JS', 'CSS', 'fonts', 'images', 'API JSON', 'other'];

export interface Transfer {
  path: string;
  kind: Kind;
  /** Bytes on the wire, headers included. */
  wire: number;
  /** The body as sent (the Content-Length), and once decoded. */
  body: number;
  decoded: number;
  encoding: string;
  /** Which step of the journey asked for it. */
  step: string;
}

interface Pending {
  path: string;
  type: string;
  mimeType: string;
  encoding: string;
  body: number;
  decoded: number;
  step: string;
}

function kindOf(type: string, mimeType: string): Kind {
  if (type === 'Document') return 'HTML';
  if (type === 'Script' || mimeType.includes('javascript')) return 'JS';
  if (type === 'Stylesheet') return 'CSS';
  if (type === 'Font') return 'fonts';
  if (type === 'Image' || mimeType.startsWith('image/')) return 'images';
  if ((type === 'Fetch' || type === 'XHR') && mimeType.includes('json')) return 'API JSON';
  return 'other';
}

/** As Playwright's networkidle: nothing in flight for this long. */
const QUIET_MS = 500;
const QUIET_TIMEOUT_MS = 60_000;

/**
 * Runs `journey` in a fresh browser context (empty cache and storage) and returns every response
 * it received, until the network has been quiet for a while after the journey's last step: code
 * the app fetches ahead when the browser is idle counts, as a browser really downloads it.
 */
export async function measureJourney(
  browser: Browser,
  baseUrl: string,
  journey: (page: Page, step: (name: string) => void) => Promise<void>,
) {
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const pending = new Map<string, Pending>();
    const transfers: Transfer[] = [];
    let step = '';
    // Requests in flight, to tell when the network is quiet; Playwright's own networkidle state
    // is reached once per document, and a sign-in in the app moves on without a new document.
    const inFlight = new Set<string>();
    const stepOf = new Map<string, string>();
    /** Called whenever a request starts or ends. */
    let onSettle = () => {};
    const settle = (requestId: string) => {
      inFlight.delete(requestId);
      onSettle();
    };
    cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
      if (!/^https?:/.test(request.url)) return;
      inFlight.add(requestId);
      stepOf.set(requestId, step);
      onSettle();
    });
    cdp.on('Network.loadingFailed', ({ requestId }) => settle(requestId));
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      const url = new URL(response.url);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return;
      const header = (name: string) =>
        Object.entries(response.headers).find(([key]) => key.toLowerCase() === name)?.[1] ?? '';
      pending.set(requestId, {
        path: url.pathname + url.search,
        type,
        mimeType: response.mimeType,
        encoding: header('content-encoding') || 'none',
        body: Number(header('content-length')) || 0,
        decoded: 0,
        step: stepOf.get(requestId) ?? step,
      });
    });
    cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
      const entry = pending.get(requestId);
      if (entry) entry.decoded += dataLength;
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      settle(requestId);
      const entry = pending.get(requestId);
      if (!entry) return;
      pending.delete(requestId);
      const { type, mimeType, ...rest } = entry;
      transfers.push({ ...rest, kind: kindOf(type, mimeType), wire: encodedDataLength });
    });
    await cdp.send('Network.enable');
    await journey(page, (name) => {
      step = name;
    });
    await new Promise<void>((resolve, reject) => {
      let quiet: NodeJS.Timeout | undefined;
      const giveUp = setTimeout(() => {
        clearTimeout(quiet);
        reject(new Error(`the network was still busy after ${QUIET_TIMEOUT_MS / 1000} s`));
      }, QUIET_TIMEOUT_MS);
      onSettle = () => {
        clearTimeout(quiet);
        if (inFlight.size === 0)
          quiet = setTimeout(() => {
            clearTimeout(giveUp);
            resolve();
          }, QUIET_MS);
      };
      onSettle();
    });
    return transfers;
  } finally {
    await context.close();
  }
}
