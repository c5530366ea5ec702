import { categoryRoutes } from '@stockroom/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { registerRoute } from '../../route';
import { createCategory, deleteCategory, listCategories, updateCategory } from './categories.service';
import { viewerFrom } from './viewer';

/** Categories (ROUTES.md rows 62–65). */
export function categoriesRoutes(app: FastifyInstance, deps: AppDeps) {
  registerRoute(app, deps, categoryRoutes.list, (_input, ctx) => listCategories(deps, viewerFrom(ctx)));
  registerRoute(app, deps, categoryRoutes.create, ({ body }) => createCategory(deps, body));
  registerRoute(app, deps, categoryRoutes.update, ({ params, body }) => updateCategory(deps, params.id, body));
  registerRoute(app, deps, categoryRoutes.remove, ({ params }) => deleteCategory(deps, params.id));
}
