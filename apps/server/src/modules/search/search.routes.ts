import { searchRoutes as routes } from '@stockroom/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { registerRoute } from '../../route';
import { viewerFrom } from '../catalogue/viewer';
import { searchProducts } from './search.service';

/** GET /api/search (DESIGN §1.12). */
export function searchRoutes(app: FastifyInstance, deps: AppDeps) {
  registerRoute(app, deps, routes.search, ({ query }, ctx) => searchProducts(deps, viewerFrom(ctx), query));
}
