import { defineRoute } from './common/route';
import { HealthSchema, OutboxQuerySchema, OutboxSchema } from './system.schemas';
import { AcceptedSchema, TrackBodySchema } from './tracking.schemas';

export const systemRoutes = {
  health: defineRoute({
    service: 'main',
    method: 'GET',
    path: '/api/health',
    audience: 'any',
    summary: 'Whether the server and its database answer',
    tags: ['system'],
    status: 200,
    response: HealthSchema,
  }),
  outbox: defineRoute({
    service: 'main',
    method: 'GET',
    path: '/api/admin/outbox',
    audience: 'admin',
    summary: 'The mail outbox, newest first',
    tags: ['system'],
    query: OutboxQuerySchema,
    status: 200,
    response: OutboxSchema,
  }),
  track: defineRoute({
    service: 'main',
    method: 'POST',
    path: '/api/track',
    audience: 'member',
    summary: 'Record an impression, or a batch of them (written in batches)',
    tags: ['tracking'],
    body: TrackBodySchema,
    status: 202,
    response: AcceptedSchema,
  }),
} as const;
