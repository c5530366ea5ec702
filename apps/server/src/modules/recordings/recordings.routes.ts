import { recordingRoutes as routes } from '@stockroom/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { registerRoute } from '../../route';
import { viewerFrom } from '../catalogue/viewer';
import {
  deleteRecording,
  listRecordings,
  readRecording,
  recordingEvents,
  recordingSettings,
  startRecording,
  uploadChunk,
} from './recordings.service';

/** Session replay (DESIGN §1.10): members' browsers record, admins replay and delete. */
export function recordingsRoutes(app: FastifyInstance, deps: AppDeps) {
  registerRoute(app, deps, routes.start, ({ body }, ctx) =>
    startRecording(deps, viewerFrom(ctx), body, ctx.request.headers['user-agent'] ?? ''),
  );
  registerRoute(app, deps, routes.settings, async (_input, ctx) => recordingSettings(deps, viewerFrom(ctx)));
  registerRoute(app, deps, routes.uploadChunk, ({ params, body }, ctx) =>
    uploadChunk(deps, viewerFrom(ctx), params.id, body),
  );
  registerRoute(app, deps, routes.list, ({ query }) => listRecordings(deps, query));
  registerRoute(app, deps, routes.read, ({ params }) => readRecording(deps, params.id));
  registerRoute(app, deps, routes.events, async ({ params }, ctx) => {
    const events = await recordingEvents(deps, params.id);
    // Another admin's replay is no reason for a cache to keep it.
    ctx.reply.header('cache-control', 'no-store');
    // A stream is sent as it is; the contract's shape is what it holds once read.
    return events as unknown as unknown[];
  });
  registerRoute(app, deps, routes.remove, ({ params }) => deleteRecording(deps, params.id));
}
