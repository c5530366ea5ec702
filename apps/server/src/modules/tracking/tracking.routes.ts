import { systemRoutes } from '@stockroom/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { registerRoute } from '../../route';
import { recordImpressionEvents } from '../events/events.service';

export function trackingRoutes(app: FastifyInstance, deps: AppDeps) {
  registerRoute(app, deps, systemRoutes.track, async ({ body }, { auth }) => {
    for (const impression of Array.isArray(body) ? body : [body]) {
      deps.impressions.record(auth?.userId ?? null, impression);
      recordImpressionEvents(deps.events, auth?.userId ?? null, impression);
    }
    return { accepted: true };
  });
}
