/**
 * Who may customize what (DESIGN §1.3, §1.7). A product the member may not see is 404; a locked one
 * (gated permission on an is_gated product, and no live subscription to it) is 403; a project, theme or download of someone else
 * is 404, except that admins may read any project. Every project route checks the product again,
 * so a member who lost access to it loses the project too.
 */

import type { AppDeps } from '../../deps';
import { badRequest, forbidden, notFound } from '../../errors';
import { lockedProductIds, type Viewer } from '../access/access.service';
import { visibleProduct } from '../products/products.service';
import { liveProjectRow, type ProjectRow } from './projects.queries';
import { anyTemplate, liveTemplate, type TemplateRow } from './templates-lookup.queries';

type AccessDeps = Pick<AppDeps, 'database'>;
export type ProductRow = Awaited<ReturnType<typeof visibleProduct>>['product'];

export const projectNotFound = () => notFound('Project not found');
export const lockedProduct = () => forbidden('This product is locked: request more information to customize it');
export const noTemplate = () => badRequest('This product has no template yet');

/** The product, once the viewer may use it: 404 when they may not see it, 403 when it is locked. */
export async function usableProduct(deps: AccessDeps, viewer: Viewer, productId: string): Promise<ProductRow> {
  const found = await visibleProduct(deps, viewer, productId);
  const { product } = found;
  if ((await lockedProductIds(deps.database.db, viewer, [found])).has(product.id)) throw lockedProduct();
  return product;
}

/** The product's live template, or null when it is not a template product or has none. */
export async function productTemplate(deps: AccessDeps, product: ProductRow): Promise<TemplateRow | null> {
  if (product.product_type !== 'template') return null;
  return liveTemplate(deps.database.db, product.design_huddle_template_id);
}

/** A usable template product and its live template; 400 when there is nothing to customize. */
export async function customizableProduct(deps: AccessDeps, viewer: Viewer, productId: string) {
  const product = await usableProduct(deps, viewer, productId);
  if (product.product_type !== 'template') throw badRequest('This product is not a template');
  const template = await productTemplate(deps, product);
  if (!template) throw noTemplate();
  return { product, template };
}

/** A live project of the viewer's (`write`), or of anyone's for an admin (`read`); no product check. */
export async function ownedProject(deps: AccessDeps, viewer: Viewer, projectId: string, mode: 'read' | 'write') {
  const project = await liveProjectRow(deps.database.db, projectId);
  if (!project) throw projectNotFound();
  if (project.user_id !== viewer.userId) {
    if (!viewer.isAdmin) throw projectNotFound();
    if (mode === 'write') throw forbidden("Only the project's owner may change or export it");
  }
  return project;
}

export interface ReachableProject {
  project: ProjectRow;
  product: ProductRow;
  /** The product's current template; the project's last one when the product has none now. */
  template: TemplateRow;
}

/**
 * A live project the viewer may read (`read`: the owner or an admin) or change (`write`: the owner
 * only), with its product checked again for the viewer.
 */
export async function reachableProject(
  deps: AccessDeps,
  viewer: Viewer,
  projectId: string,
  mode: 'read' | 'write',
): Promise<ReachableProject> {
  const project = await ownedProject(deps, viewer, projectId, mode);
  const product = await usableProduct(deps, viewer, project.product_id);
  const template = (await productTemplate(deps, product)) ?? (await anyTemplate(deps.database.db, project.template_id));
  if (!template) throw noTemplate();
  return { project, product, template };
}
