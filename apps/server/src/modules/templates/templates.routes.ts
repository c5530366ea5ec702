import { templateRoutes } from '@stockroom/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../lib/deps';
import { registerRoute } from '../../lib/route';
import { registerFontRoute } from './fonts.routes';
import { createTemplate, deleteTemplate, getTemplate, listTemplates, updateTemplate } from './templates.service';

/** Templates (DESIGN §1.7), all for admins, and the template fonts for everyone. */
export function templatesRoutes(app: FastifyInstance, deps: AppDeps) {
  registerRoute(app, deps, templateRoutes.list, () => listTemplates(deps));
  registerRoute(app, deps, templateRoutes.get, ({ params }) => getTemplate(deps, params.id));
  registerRoute(app, deps, templateRoutes.create, ({ body }) => createTemplate(deps, body));
  registerRoute(app, deps, templateRoutes.update, ({ params, body }) => updateTemplate(deps, params.id, body));
  registerRoute(app, deps, templateRoutes.remove, ({ params }) => deleteTemplate(deps, params.id));
  registerFontRoute(app, deps);
}
