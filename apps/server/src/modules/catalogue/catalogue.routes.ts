import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { categoriesRoutes } from './categories.routes';
import { providersRoutes } from './providers.routes';
import { tagsRoutes } from './tags.routes';

/** Content providers, categories and tags. */
export function catalogueRoutes(app: FastifyInstance, deps: AppDeps) {
  providersRoutes(app, deps);
  categoriesRoutes(app, deps);
  tagsRoutes(app, deps);
}
