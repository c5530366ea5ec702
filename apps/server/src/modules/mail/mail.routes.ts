import { systemRoutes } from '@stockroom/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { registerRoute } from '../../route';
import { listOutbox } from './mail.queries';

export function mailRoutes(app: FastifyInstance, deps: AppDeps) {
  registerRoute(app, deps, systemRoutes.outbox, async ({ query }) => {
    const { count, rows } = await listOutbox(deps.database.db, query);
    return {
      count,
      messages: rows.map((r) => ({
        id: r.id,
        to: r.to_address,
        subject: r.subject,
        text: r.text_body,
        status: r.status,
        attempts: r.attempts,
        last_error: r.last_error,
        created_at: r.created_at.toISOString(),
        sent_at: r.sent_at?.toISOString() ?? null,
      })),
    };
  });
}
