import { memberCatalogueRoutes as routes } from '@stockroom/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { registerRoute } from '../../route';
import { viewerFrom } from '../catalogue/viewer';
import {
  categoryPage,
  categoryTags,
  categoryTitle,
  landingSections,
  publicProduct,
  userProducts,
} from './member-catalogue.service';

/** Landing sections, category pages, their titles and tags, and the public product read. */
export function memberCatalogueRoutes(app: FastifyInstance, deps: AppDeps) {
  registerRoute(app, deps, routes.landing, ({ query }, ctx) => landingSections(deps, viewerFrom(ctx), query.limit));
  registerRoute(app, deps, routes.userProducts, ({ query }, ctx) => userProducts(deps, viewerFrom(ctx), query));
  registerRoute(app, deps, routes.categoryPage, ({ params, query }, ctx) =>
    categoryPage(deps, viewerFrom(ctx), params.slug, query),
  );
  registerRoute(app, deps, routes.categoryTitle, ({ params }, ctx) =>
    categoryTitle(deps, viewerFrom(ctx), params.slug),
  );
  registerRoute(app, deps, routes.categoryTags, ({ params }, ctx) =>
    categoryTags(deps, viewerFrom(ctx), params.category),
  );
  registerRoute(app, deps, routes.publicProduct, ({ params }) => publicProduct(deps, params.id));
}
