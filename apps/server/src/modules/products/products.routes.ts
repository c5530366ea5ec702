import { adminProductRoutes, pinnedProductRoutes, productRoutes } from '@stockroom/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { registerRoute } from '../../route';
import { viewerFrom } from '../catalogue/viewer';
import { listAdminProducts } from './admin-products.service';
import { clearPinned, getPinned, setPinned } from './pinned-products.service';
import {
  countProducts,
  createProduct,
  deleteProduct,
  getProduct,
  requestProductInfo,
  updateProduct,
} from './products.service';
import { samplePreviewRoutes } from './sample-previews.routes';

/**
 * Product administration and reads (ROUTES.md rows 57–62, the admin list), pinned products (rows
 * 17–20) and the previews of products' sample images.
 */
export function productsRoutes(app: FastifyInstance, deps: AppDeps) {
  registerRoute(app, deps, productRoutes.count, (_input, ctx) => countProducts(deps, viewerFrom(ctx)));
  registerRoute(app, deps, productRoutes.get, ({ params }, ctx) => getProduct(deps, viewerFrom(ctx), params.id));
  registerRoute(app, deps, productRoutes.requestInfo, ({ params, body }, ctx) =>
    requestProductInfo(deps, viewerFrom(ctx), params.id, body?.message),
  );
  registerRoute(app, deps, adminProductRoutes.adminList, ({ query }) => listAdminProducts(deps, query));
  registerRoute(app, deps, adminProductRoutes.create, ({ body }) => createProduct(deps, body));
  registerRoute(app, deps, adminProductRoutes.update, ({ params, body }) => updateProduct(deps, params.id, body));
  registerRoute(app, deps, adminProductRoutes.remove, ({ params }) => deleteProduct(deps, params.id));

  registerRoute(app, deps, pinnedProductRoutes.get, ({ params }) => getPinned(deps, params.category_id));
  for (const route of [pinnedProductRoutes.create, pinnedProductRoutes.replace]) {
    registerRoute(app, deps, route, ({ params, body }) => setPinned(deps, params.category_id, body.product_ids));
  }
  registerRoute(app, deps, pinnedProductRoutes.clear, ({ params }) => clearPinned(deps, params.category_id));
  samplePreviewRoutes(app, deps);
}
