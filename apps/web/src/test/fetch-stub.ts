import { vi } from 'vitest';

/** What a stubbed fetch sees of one request. */
export interface SeenRequest {
  url: URL;
  method: string;
  headers: Headers;
  body: unknown;
  signal: AbortSignal | undefined;
}

export type FetchHandler = (request: SeenRequest) => Response | Promise<Response>;

export const jsonResponse = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/**
 * Replaces the network (global fetch) for one test; returns the requests it saw. The stub is
 * removed after each test (setup.ts).
 */
export function stubFetch(handler: FetchHandler) {
  const seen: SeenRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const raw = typeof init.body === 'string' ? init.body : undefined;
    const request: SeenRequest = {
      url: new URL(String(input)),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: raw === undefined ? undefined : JSON.parse(raw),
      signal: init.signal ?? undefined,
    };
    seen.push(request);
    return handler(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { seen, fetchMock };
}

/** A fetch answer that waits for the request's signal and fails the way fetch does when aborted. */
export const waitForAbort = (request: SeenRequest) =>
  new Promise<Response>((_, reject) => {
    request.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });

/** Stores a signed-in person the way a successful login does. */
export function storeTestLogin(accessToken = 'access-1', refreshToken = 'refresh-1', username = 'member') {
  localStorage.setItem('username', username);
  localStorage.setItem('access_token', accessToken);
  localStorage.setItem('refresh_token', refreshToken);
}
