/**
 * Content providers (ROUTES.md rows 66–71): admins manage them; members see each provider they hold
 * a permission for, with the categories they may see through it (DESIGN §1.3).
 */
import type { ContentProviderCreateSchema, ContentProviderUpdateSchema } from '@stockroom/contract';
import type { z } from 'zod/mini';
import type { AppDeps } from '../../deps';
import { fieldError, notFound } from '../../errors';
import type { Viewer } from '../access/access.service';
import { parseIdList } from './catalogue-rules';
import { providerCategoryRows } from './categories.queries';
import { categoriesWithLinks } from './categories.service';
import {
  deleteProviderRow,
  insertProvider,
  linkedCategoryIds,
  providerExists,
  providerRows,
  updateProviderRow,
  visibleProviderCategories,
  visibleProviders,
} from './providers.queries';

type CatalogueDeps = Pick<AppDeps, 'database'>;
type ProviderCreate = z.output<typeof ContentProviderCreateSchema>;
type ProviderUpdate = z.output<typeof ContentProviderUpdateSchema>;

const providerNotFound = () => notFound('Content provider not found');

export const listProviders = (deps: CatalogueDeps, viewer: Viewer) => providerRows(deps.database.db, viewer);

/**
 * Providers in display order, each with the categories the caller may see through it. A member is
 * not shown a provider with nothing in it for them; an admin sees every provider, empty ones too,
 * so that they can fill them.
 */
export async function listProvidersWithCategories(deps: CatalogueDeps, viewer: Viewer) {
  const db = deps.database.db;
  const [providers, pairs] = await Promise.all([visibleProviders(db, viewer), visibleProviderCategories(db, viewer)]);
  const byProvider = new Map(providers.map((p) => [p.id, { ...p, categories: [] as { id: string; name: string }[] }]));
  for (const { provider_id, ...category } of pairs) byProvider.get(provider_id)?.categories.push(category);
  const all = [...byProvider.values()];
  return viewer.isAdmin ? all : all.filter((p) => p.categories.length > 0);
}

/** A provider the caller holds no permission for does not exist for them (404). */
export async function listProviderCategories(deps: CatalogueDeps, viewer: Viewer, id: string) {
  const db = deps.database.db;
  const [provider] = await visibleProviders(db, viewer, id);
  if (!provider) throw providerNotFound();
  return categoriesWithLinks(db, await providerCategoryRows(db, viewer, id));
}

export async function createProvider(deps: CatalogueDeps, body: ProviderCreate) {
  return { id: await insertProvider(deps.database.db, body.name) };
}

/** order_categories may list only the provider's own live categories, each once. */
export async function updateProvider(deps: CatalogueDeps, id: string, body: ProviderUpdate) {
  const order =
    body.order_categories === undefined ? undefined : parseIdList(body.order_categories, 'order_categories');
  return deps.database.db.transaction(async (tx) => {
    if (!(await providerExists(tx, id))) throw providerNotFound();
    if (order) {
      const linked = await linkedCategoryIds(tx, id);
      const strays = order.filter((categoryId) => !linked.has(categoryId));
      if (strays.length > 0) {
        throw fieldError('order_categories', `Not a category of this provider: ${strays.join(', ')}`);
      }
    }
    await updateProviderRow(tx, id, { name: body.name, ...(order && { order_categories: order.join(',') }) });
    return { id };
  });
}

/** For good, with every category, tag and group link to it. */
export async function deleteProvider(deps: CatalogueDeps, id: string) {
  if (!(await deleteProviderRow(deps.database.db, id))) throw providerNotFound();
  return { id };
}
