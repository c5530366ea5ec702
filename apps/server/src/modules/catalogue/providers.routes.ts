import { contentProviderRoutes as routes } from '@stockroom/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { registerRoute } from '../../route';
import { getProviderOrder, putProviderOrder } from './provider-order.service';
import {
  createProvider,
  deleteProvider,
  listProviderCategories,
  listProviders,
  listProvidersWithCategories,
  updateProvider,
} from './providers.service';
import { viewerFrom } from './viewer';

/** Content providers and their display order (ROUTES.md rows 66–73). */
export function providersRoutes(app: FastifyInstance, deps: AppDeps) {
  registerRoute(app, deps, routes.list, (_input, ctx) => listProviders(deps, viewerFrom(ctx)));
  registerRoute(app, deps, routes.withCategories, (_input, ctx) => listProvidersWithCategories(deps, viewerFrom(ctx)));
  registerRoute(app, deps, routes.create, ({ body }) => createProvider(deps, body));
  registerRoute(app, deps, routes.update, ({ params, body }) => updateProvider(deps, params.id, body));
  registerRoute(app, deps, routes.categories, ({ params }, ctx) =>
    listProviderCategories(deps, viewerFrom(ctx), params.id),
  );
  registerRoute(app, deps, routes.remove, ({ params }) => deleteProvider(deps, params.id));
  registerRoute(app, deps, routes.getOrder, (_input, ctx) => getProviderOrder(deps, viewerFrom(ctx)));
  registerRoute(app, deps, routes.putOrder, ({ body }) => putProviderOrder(deps, body));
}
