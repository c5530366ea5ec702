import { systemRoutes } from '@stockroom/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { registerRoute } from '../../route';

export function healthRoutes(app: FastifyInstance, deps: AppDeps) {
  registerRoute(app, deps, systemRoutes.health, async (_input, { reply }) => {
    try {
      await deps.database.ping();
      return { status: 'ok' as const };
    } catch {
      // Not a 200: answered directly so that the 503 keeps the contract's shape.
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
}
