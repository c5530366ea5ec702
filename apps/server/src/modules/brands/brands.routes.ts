import { brandFieldRoutes, brandRoutes, brandSectionRoutes } from '@stockroom/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import type { AuthContext } from '../../plugins/auth';
import { type HandlerContext, registerRoute } from '../../route';
import { createBrand, deleteBrand, getBrand, listBrands, updateBrand } from './brands.service';
import { createField, deleteField, getField, listFields, updateField } from './fields.service';
import { createSection, deleteSection, getSection, listSections, updateSection } from './sections.service';

/** The guard has already refused anonymous callers on these routes; this only narrows the type. */
function signedIn(ctx: HandlerContext): AuthContext {
  if (!ctx.auth) throw new AppError('unauthorized', 'Please sign in');
  return ctx.auth;
}

/** The brands service under /brands-api (ROUTES.md rows 47–61). */
export function brandsRoutes(app: FastifyInstance, deps: AppDeps) {
  registerRoute(app, deps, brandRoutes.create, ({ body }, ctx) => createBrand(deps, signedIn(ctx), body));
  registerRoute(app, deps, brandRoutes.get, ({ params }, ctx) => getBrand(deps, signedIn(ctx), params.id));
  registerRoute(app, deps, brandRoutes.list, ({ query }) => listBrands(deps, query));
  registerRoute(app, deps, brandRoutes.update, ({ params, body }, ctx) =>
    updateBrand(deps, signedIn(ctx), params.id, body),
  );
  registerRoute(app, deps, brandRoutes.remove, ({ params }) => deleteBrand(deps, params.id));

  registerRoute(app, deps, brandFieldRoutes.create, ({ body }) => createField(deps, body));
  registerRoute(app, deps, brandFieldRoutes.list, () => listFields(deps));
  registerRoute(app, deps, brandFieldRoutes.get, ({ params }) => getField(deps, params.id));
  registerRoute(app, deps, brandFieldRoutes.update, ({ params, body }) => updateField(deps, params.id, body));
  registerRoute(app, deps, brandFieldRoutes.remove, ({ params }) => deleteField(deps, params.id));

  registerRoute(app, deps, brandSectionRoutes.create, ({ body }) => createSection(deps, body));
  registerRoute(app, deps, brandSectionRoutes.list, () => listSections(deps));
  registerRoute(app, deps, brandSectionRoutes.get, ({ params }) => getSection(deps, params.id));
  registerRoute(app, deps, brandSectionRoutes.update, ({ params, body }) => updateSection(deps, params.id, body));
  registerRoute(app, deps, brandSectionRoutes.remove, ({ params }) => deleteSection(deps, params.id));
}
