import { TEMPLATE_SVG_MAX_BYTES, templateRoutes } from '@stockroom/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { registerRoute } from '../../route';
import { registerFontRoute } from './fonts.routes';
import { createTemplate, deleteTemplate, getTemplate, listTemplates, updateTemplate } from './templates.service';

/**
 * JSON escapes every quote in an SVG, so a file within the cap can arrive as a body twice its size:
 * the template routes take that much, and the contract's own cap answers 400 naming `svg`.
 */
const TEMPLATE_BODY_LIMIT = 2 * TEMPLATE_SVG_MAX_BYTES + 64 * 1024;

/** Templates (DESIGN §1.7), all for admins, and the template fonts for everyone. */
export async function templatesRoutes(app: FastifyInstance, deps: AppDeps) {
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.bodyLimit = TEMPLATE_BODY_LIMIT;
    });
    registerRoute(scope, deps, templateRoutes.list, () => listTemplates(deps));
    registerRoute(scope, deps, templateRoutes.get, ({ params }) => getTemplate(deps, params.id));
    registerRoute(scope, deps, templateRoutes.create, ({ body }) => createTemplate(deps, body));
    registerRoute(scope, deps, templateRoutes.update, ({ params, body }) => updateTemplate(deps, params.id, body));
    registerRoute(scope, deps, templateRoutes.remove, ({ params }) => deleteTemplate(deps, params.id));
  });
  registerFontRoute(app, deps);
}
