/**
 * Members' projects (DESIGN §1.7): one template product in the member's colours, texts and logo.
 * Opening makes one in the member's brand, or answers the open one; saving needs the project token.
 */
import {
  type ProductCustomization,
  type Project,
  type ProjectValues,
  type ThemeValues,
  templateFeatures,
} from '@stockroom/contract';
import type { Db } from '@stockroom/db';
import type { AppDeps } from '../../deps';
import type { Viewer } from '../access/access.service';
import { type ResolvedPhoto as MemberPhoto, resolveMemberPhotos } from '../photos/photos.service';
import { brandTheme, memberBrand } from './brand-theme';
import {
  customizableProduct,
  ownedProject,
  projectNotFound,
  type ReachableProject,
  reachableProject,
  usableProduct,
} from './project-access';
import { checkValues, completeValues, projectPhotos, refuseForeignLogo } from './project-slots';
import { requireProjectToken, signProjectToken } from './project-token';
import { documentOf, toProject } from './projects.mapper';
import {
  insertProject,
  lockUser,
  openProjectRow,
  openProjectRows,
  softDeleteProject,
  updateProjectRow,
} from './projects.queries';
import type { TemplateRow } from './templates-lookup.queries';

type ProjectDeps = Pick<AppDeps, 'database' | 'tokens' | 'storage'>;

/** POST /api/transaction/product-customization: the member's open project for the product, or a new one in their brand. */
export async function openProject(deps: ProjectDeps & Pick<AppDeps, 'events'>, viewer: Viewer, productId: string) {
  const { product, template } = await customizableProduct(deps, viewer, productId);
  const { project, started } = await deps.database.db.transaction(async (tx) => {
    await lockUser(tx, viewer.userId);
    const open = await openProjectRow(tx, viewer.userId, product.id);
    if (open) {
      // The product may have been given another template since: the project follows it.
      if (open.template_id === template.id) return { project: open, started: false };
      const moved = await updateProjectRow(tx, open.id, { template_id: template.id });
      return { project: moved ?? open, started: false };
    }
    const theme = await brandStartTheme(tx, viewer.userId, [template]);
    const values = await completeValues(tx, viewer.userId, template, theme);
    const made = await insertProject(tx, {
      user_id: viewer.userId,
      product_id: product.id,
      template_id: template.id,
      values,
    });
    return { project: made, started: true };
  });
  // Reopening the project the member already has is not another customization.
  if (started) recordCustomization(deps, viewer, product.id, template.id);
  return { project_id: project.id, user_token: await signProjectToken(deps.tokens, project.id, viewer.userId) };
}

/**
 * What a new project starts from: the member's brand as a theme for the templates' placeholders
 * (one template for a project, each piece's for a campaign).
 */
export async function brandStartTheme(db: Db, userId: string, templates: TemplateRow[]): Promise<ThemeValues> {
  const brand = await memberBrand(db, userId);
  const placeholders = new Set(templates.flatMap((template) => templateFeatures(documentOf(template)).placeholders));
  return brandTheme(brand?.values ?? {}, [...placeholders]);
}

/** A member started customizing a product (an insight event, DESIGN §1.10); reopening is not one. */
export function recordCustomization(
  deps: Pick<AppDeps, 'events'>,
  viewer: Viewer,
  productId: string,
  templateId: string,
) {
  deps.events.record({ kind: 'customization', userId: viewer.userId, productId, templateId });
}

/** GET /api/transaction/product-customization/{product_id}: the member's open projects for it, each with a fresh token. */
export async function customizationRecords(
  deps: ProjectDeps,
  viewer: Viewer,
  productId: string,
): Promise<ProductCustomization[]> {
  const product = await usableProduct(deps, viewer, productId);
  const rows = await openProjectRows(deps.database.db, viewer.userId, product.id);
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
      user_id: row.user_id,
      product_id: row.product_id,
      design_huddle_project_id: row.id,
      design_huddle_user_access_token: await signProjectToken(deps.tokens, row.id, row.user_id),
    })),
  );
}

/**
 * The project's values for its current template: a slot the template gained since the project was
 * saved takes its default (a brand slot the owner's brand text), so a replaced template never shows
 * `{{…}}`; a locked slot always shows its default.
 */
export async function projectValues(
  deps: Pick<AppDeps, 'database'>,
  { project, template }: Pick<ReachableProject, 'project' | 'template'>,
): Promise<ProjectValues> {
  return completeValues(deps.database.db, project.user_id, template, project.values);
}

/** The values with the photos that are no longer the owner's to use left out (the template's own show instead). */
export async function usablePhotos(deps: ProjectDeps, userId: string, values: ProjectValues) {
  const chosen = Object.entries(values.photos ?? {}).filter(([, photo]) => photo.photo_id !== '');
  if (chosen.length === 0) return { values, photos: new Map<string, MemberPhoto>() };
  const photos = await resolveMemberPhotos(deps, userId, [...new Set(chosen.map(([, p]) => p.photo_id))]);
  const kept = Object.fromEntries(
    Object.entries(values.photos ?? {}).filter(([, p]) => p.photo_id === '' || photos.has(p.photo_id.toLowerCase())),
  );
  return { values: { ...values, photos: kept }, photos };
}

export async function readProject(deps: ProjectDeps, viewer: Viewer, projectId: string): Promise<Project> {
  return projectOf(deps, await reachableProject(deps, viewer, projectId, 'read'));
}

/** A project the caller has reached, as GET /api/projects/{id} answers it (a campaign's pieces too). */
export async function projectOf(deps: ProjectDeps, reached: ReachableProject): Promise<Project> {
  const { values, photos } = await usablePhotos(deps, reached.project.user_id, await projectValues(deps, reached));
  return toProject(reached.project, reached.product, reached.template, values, projectPhotos(deps, photos));
}

/**
 * PUT /api/projects/{id}: the owner, with the project's token, saves colours, texts, the logo and
 * photos. Locked slots keep their default whatever was sent; a text past its box or a photo that is
 * not the member's is refused (400 naming the slot).
 */
export async function saveProject(
  deps: ProjectDeps,
  viewer: Viewer,
  projectId: string,
  token: string | undefined,
  sent: ProjectValues,
): Promise<Project> {
  const reached = await reachableProject(deps, viewer, projectId, 'write');
  await requireProjectToken(deps.tokens, token, projectId, viewer.userId);
  refuseForeignLogo(sent.logo);
  const values = await completeValues(deps.database.db, viewer.userId, reached.template, sent);
  const photos = await checkValues(deps, viewer.userId, reached.template, values);
  const saved = await updateProjectRow(deps.database.db, projectId, { values, template_id: reached.template.id });
  if (!saved) throw projectNotFound();
  return toProject(saved, reached.product, reached.template, values, projectPhotos(deps, photos));
}

/** DELETE /api/projects/{id}: soft, so its downloads stay listed and downloadable. */
export async function removeProject(deps: ProjectDeps, viewer: Viewer, projectId: string) {
  // No product check: a member who lost access to the product may still clear it from their list.
  await ownedProject(deps, viewer, projectId, 'write');
  await softDeleteProject(deps.database.db, projectId);
  return { id: projectId };
}
