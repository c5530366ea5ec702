import type { RouteDef } from '@stockroom/contract';
import type { z } from 'zod/mini';
import { ApiError, ResponseValidationError, TRANSPORT_MESSAGES } from './api-errors';
import { checkRequest } from './request-check';
import { getRuntimeConfig } from './runtime-config';

/** Sent with every main-API call so the server knows which client calls (spec §7). */
export const APP_TYPE_HEADER = 'x-app-type';
export const APP_TYPE = 'stockroom-web';

// A part is optional for the caller when every one of its fields is.
type Part<S, K extends string> = S extends z.ZodMiniType
  ? Record<never, never> extends z.input<S>
    ? { [P in K]?: z.input<S> }
    : { [P in K]: z.input<S> }
  : { [P in K]?: undefined };

/** What a caller passes: each part the route defines, in its wire form (the schema's input). */
export type CallInput<R extends RouteDef> = Part<R['params'], 'params'> &
  Part<R['query'], 'query'> &
  Part<R['body'], 'body'> &
  Part<R['headers'], 'headers'>;

export interface CallOptions {
  signal?: AbortSignal;
  /** Milliseconds; 0 (the default) waits for as long as the answer takes (spec §9). */
  timeoutMs?: number;
}

interface SendOptions extends CallOptions {
  accessToken?: string | null;
}

interface LooseInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, unknown>;
}

function routeUrl(route: RouteDef, input: LooseInput): string {
  const path = route.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(String(input.params?.[name] ?? '')),
  );
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query ?? {})) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const query = search.toString();
  return `${getRuntimeConfig().serviceUrls[route.service]}${path}${query ? `?${query}` : ''}`;
}

function requestHeaders(route: RouteDef, input: LooseInput, accessToken: string | null | undefined) {
  const headers = new Headers({
    accept: route.text ? `${route.contentType ?? 'text/plain'}, application/json` : 'application/json',
  });
  for (const [key, value] of Object.entries(input.headers ?? {})) {
    if (value !== undefined && value !== null) headers.set(key, String(value));
  }
  if (input.body !== undefined) headers.set('content-type', 'application/json');
  if (route.service === 'main') headers.set(APP_TYPE_HEADER, APP_TYPE);
  if (accessToken) headers.set('authorization', `Bearer ${accessToken}`);
  return headers;
}

async function readBody(response: Response, asText: boolean): Promise<unknown> {
  const raw = await response.text();
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  if (asText && !isJson) return raw;
  if (raw === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

/** Combines the caller's signal with an optional timeout, keeping apart which one fired. */
function abortSignals(options: CallOptions) {
  if (!options.timeoutMs) return { signal: options.signal, timedOut: () => false, done: () => {} };
  const controller = new AbortController();
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    controller.abort();
  }, options.timeoutMs);
  const forward = () => controller.abort();
  options.signal?.addEventListener('abort', forward, { once: true });
  if (options.signal?.aborted) controller.abort();
  return {
    signal: controller.signal,
    timedOut: () => expired,
    done: () => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', forward);
    },
  };
}

/**
 * One call, no token renewal: check the request, send it, map transport failures to the spec's
 * messages, and check a success answer against the route's response schema.
 */
export async function sendRouteRequest<R extends RouteDef>(
  route: R,
  input: CallInput<R>,
  options: SendOptions = {},
): Promise<z.output<R['response']>> {
  const loose = input as LooseInput;
  checkRequest(route, loose);
  const abort = abortSignals(options);
  let response: Response;
  let data: unknown;
  try {
    response = await fetch(routeUrl(route, loose), {
      method: route.method,
      headers: requestHeaders(route, loose, options.accessToken),
      body: loose.body === undefined ? undefined : JSON.stringify(loose.body),
      signal: abort.signal,
    });
    data = await readBody(response, Boolean(route.text) && response.ok);
  } catch (error) {
    if (abort.timedOut()) throw new ApiError(TRANSPORT_MESSAGES.timeout);
    if (abort.signal?.aborted || (error instanceof Error && error.name === 'AbortError')) {
      throw new ApiError(TRANSPORT_MESSAGES.aborted);
    }
    throw new ApiError(TRANSPORT_MESSAGES.network);
  } finally {
    abort.done();
  }
  if (!response.ok) throw ApiError.fromResponse(response.status, data);
  const parsed = route.response.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.map(String).join('.')}: ` : '';
    throw new ResponseValidationError(
      `Unexpected answer from ${route.method} ${route.path}: ${where}${issue?.message ?? 'invalid'}`,
      response.status,
      data,
    );
  }
  return parsed.data as z.output<R['response']>;
}
