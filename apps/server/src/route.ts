import { fullPath, type RouteDef, type RouteOutput, type RouteParsed } from '@stockroom/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from './deps';
import { asActor } from './modules/activity/activity-actor';
import type { AuthContext } from './plugins/auth';
import { audienceGuard } from './plugins/auth';

export interface HandlerContext {
  auth: AuthContext | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<R extends RouteDef> = (
  input: RouteParsed<R>,
  ctx: HandlerContext,
) => Promise<RouteOutput<R> | import('zod/mini').input<R['response']>>;

/** Answers a generated file (a CSV export) as a download under its name. */
export const attachment = (ctx: HandlerContext, file: { fileName: string; csv: string }) => {
  ctx.reply.header('content-disposition', `attachment; filename="${file.fileName}"`);
  return file.csv;
};

/** `/api/user/{id}` → `/api/user/:id`. */
const fastifyPath = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');

/**
 * Registers one contract route: the contract's schemas validate the request (400 naming each
 * field) and shape the answer; the audience guard runs before the handler.
 */
export function registerRoute<R extends RouteDef>(app: FastifyInstance, deps: AppDeps, route: R, handler: Handler<R>) {
  app.route({
    method: route.method,
    url: fastifyPath(fullPath(route)),
    schema: {
      summary: route.summary,
      tags: route.tags,
      ...(route.params && { params: route.params }),
      ...(route.query && { querystring: route.query }),
      ...(route.body && { body: route.body }),
      ...(route.headers && { headers: route.headers }),
      ...(route.audience !== 'any' && { security: [{ bearer: [] }] }),
      response: { [route.status]: route.response },
    },
    config: { audience: route.audience },
    // Before the body is read: a caller who may not use the route learns nothing of its fields.
    onRequest: audienceGuard(deps.database.db, deps.tokens, route.audience),
    handler: async (request, reply) => {
      const input = { params: request.params, query: request.query, body: request.body } as RouteParsed<R>;
      const run = () => handler(input, { auth: request.auth, request, reply });
      // An admin's writes are logged with the admin's name (decision 0046).
      const actor = request.method !== 'GET' && request.auth?.isAdmin ? request.auth.userId : null;
      const result = await (actor ? asActor(actor, run) : run());
      reply.code(route.status);
      if (route.text) reply.type(route.contentType ?? 'text/plain; charset=utf-8').serializer(String);
      return result;
    },
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    audience?: import('@stockroom/contract').Audience;
  }
}
