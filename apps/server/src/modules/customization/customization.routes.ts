import { PROJECT_TOKEN_HEADER, customizationRoutes as routes } from '@stockroom/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { type HandlerContext, registerRoute } from '../../route';
import { viewerFrom } from '../catalogue/viewer';
import { adminAssets, listProjects } from './assets.service';
import { startExport } from './exports.service';
import { restrictedFonts } from './font-licences';
import { preflightProject } from './preflight.service';
import { customizationRecords, openProject, readProject, removeProject, saveProject } from './projects.service';
import { createTheme, listThemes, removeTheme, updateTheme } from './themes.service';
import { listTransactions, readTransaction } from './transactions.service';

const projectToken = (ctx: HandlerContext) => {
  const value = ctx.request.headers[PROJECT_TOKEN_HEADER];
  return typeof value === 'string' ? value : undefined;
};

/** Customization, themes, projects, exports and downloads (spec §7, DESIGN §1.7). */
export function customizationRoutes(app: FastifyInstance, deps: AppDeps) {
  // Read once as the app starts, not in a member's first preflight.
  restrictedFonts();

  registerRoute(app, deps, routes.open, ({ body }, ctx) => openProject(deps, viewerFrom(ctx), body.product_id));
  registerRoute(app, deps, routes.listForProduct, ({ params }, ctx) =>
    customizationRecords(deps, viewerFrom(ctx), params.product_id),
  );

  registerRoute(app, deps, routes.themes, (_input, ctx) => listThemes(deps, viewerFrom(ctx)));
  registerRoute(app, deps, routes.createTheme, ({ body }, ctx) => createTheme(deps, viewerFrom(ctx), body));
  registerRoute(app, deps, routes.updateTheme, ({ params, body }, ctx) =>
    updateTheme(deps, viewerFrom(ctx), params.id, body),
  );
  registerRoute(app, deps, routes.removeTheme, ({ params }, ctx) => removeTheme(deps, viewerFrom(ctx), params.id));

  registerRoute(app, deps, routes.projects, (_input, ctx) => listProjects(deps, viewerFrom(ctx)));
  registerRoute(app, deps, routes.project, ({ params }, ctx) => readProject(deps, viewerFrom(ctx), params.project_id));
  registerRoute(app, deps, routes.saveProject, ({ params, body }, ctx) =>
    saveProject(deps, viewerFrom(ctx), params.project_id, projectToken(ctx), body),
  );
  registerRoute(app, deps, routes.removeProject, ({ params }, ctx) =>
    removeProject(deps, viewerFrom(ctx), params.project_id),
  );
  registerRoute(app, deps, routes.preflight, ({ params, body }, ctx) =>
    preflightProject(deps, viewerFrom(ctx), params.project_id, projectToken(ctx), body),
  );
  registerRoute(app, deps, routes.exportProject, ({ params, body }, ctx) =>
    startExport(deps, viewerFrom(ctx), params.project_id, projectToken(ctx), body),
  );

  registerRoute(app, deps, routes.transactions, ({ query }, ctx) => listTransactions(deps, viewerFrom(ctx), query));
  registerRoute(app, deps, routes.transaction, ({ params }, ctx) =>
    readTransaction(deps, viewerFrom(ctx), params.transaction_id),
  );
  registerRoute(app, deps, routes.adminAssets, ({ query }) => adminAssets(deps, query));
}
