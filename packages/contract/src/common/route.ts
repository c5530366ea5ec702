import type { z } from 'zod/mini';
import { withStorableText } from './storable-text';

/** The three services of DESIGN §1.1; each has its own mount point. */
export type Service = 'main' | 'auth' | 'brands';
export const SERVICE_PREFIX: Record<Service, string> = { main: '', auth: '/auth', brands: '/brands-api' };

/**
 * Who may call a route (ROUTES.md). `self` is a member acting on their own record (admins on any);
 * `any-or-admin` is open to anyone and does more for an admin's token; `signed-in` is any live
 * session whatever the account's status (so that anyone can always log out).
 */
export type Audience = 'any' | 'member' | 'self' | 'admin' | 'any-or-admin' | 'signed-in';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type ObjectSchema = z.ZodMiniObject;

export interface RouteDef {
  service: Service;
  method: HttpMethod;
  /** Relative to the service's mount point, with `{name}` path parameters as the spec writes them. */
  path: string;
  audience: Audience;
  summary: string;
  tags: string[];
  params?: ObjectSchema;
  query?: ObjectSchema;
  body?: z.ZodMiniType;
  headers?: ObjectSchema;
  /** The success status and the shape of its answer. */
  status: number;
  response: z.ZodMiniType;
  /** The answer is plain text rather than JSON. */
  text?: boolean;
  /** The text answer's media type when not text/plain (a CSV file, say). */
  contentType?: string;
}

const REQUEST_PARTS = ['params', 'query', 'body', 'headers'] as const;

/**
 * A route of the contract. Every request part it defines refuses text the database cannot store
 * (storable-text.ts), so no route needs a check of its own and the client refuses what the server would.
 */
export function defineRoute<const R extends RouteDef>(route: R): R {
  const checked: RouteDef = { ...route };
  for (const part of REQUEST_PARTS) {
    const schema = route[part];
    // The same schema types: `check` returns a copy of the schema with one more check.
    if (schema) Object.assign(checked, { [part]: withStorableText(schema) });
  }
  return checked as R;
}

/** The route's full path on the one origin, e.g. `/auth/v1/login`. */
export const fullPath = (route: Pick<RouteDef, 'service' | 'path'>) => SERVICE_PREFIX[route.service] + route.path;

type Infer<S> = S extends z.ZodMiniType ? z.input<S> : undefined;
type InferOut<S> = S extends z.ZodMiniType ? z.output<S> : undefined;

/** What a caller supplies: each part as the contract accepts it (defaults optional). */
export interface RouteInput<R extends RouteDef> {
  params: Infer<R['params']>;
  query: Infer<R['query']>;
  body: Infer<R['body']>;
}
/** What a handler receives: each part after parsing (defaults filled). */
export interface RouteParsed<R extends RouteDef> {
  params: InferOut<R['params']>;
  query: InferOut<R['query']>;
  body: InferOut<R['body']>;
}
export type RouteOutput<R extends RouteDef> = z.output<R['response']>;
export type RouteResponseInput<R extends RouteDef> = z.input<R['response']>;
