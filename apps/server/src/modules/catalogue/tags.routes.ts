import { tagRoutes } from '@stockroom/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { registerRoute } from '../../route';
import { createTag, deleteTag, listTags, updateTag } from './tags.service';
import { viewerFrom } from './viewer';

/** Tags (ROUTES.md rows 21, 23–25). */
export function tagsRoutes(app: FastifyInstance, deps: AppDeps) {
  registerRoute(app, deps, tagRoutes.list, (_input, ctx) => listTags(deps, viewerFrom(ctx)));
  registerRoute(app, deps, tagRoutes.create, ({ body }) => createTag(deps, body));
  registerRoute(app, deps, tagRoutes.update, ({ params, body }) => updateTag(deps, params.id, body));
  registerRoute(app, deps, tagRoutes.remove, ({ params }) => deleteTag(deps, params.id));
}
