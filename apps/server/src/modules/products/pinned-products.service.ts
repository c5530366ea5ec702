/**
 * Pinned products (ROUTES.md rows 17–20): per category, an ordered list of its own products, sent
 * and answered as one comma-joined string (spec §3). Writes replace the whole list.
 */

import type { AppDeps } from '../../deps';
import { fieldError, notFound } from '../../errors';
import { parseIdList } from '../catalogue/catalogue-rules';
import { liveCategoryExists, pinnedProductIds, productsInCategory, replacePinned } from './pinned-products.queries';

type PinnedDeps = Pick<AppDeps, 'database'>;
const categoryNotFound = () => notFound('Category not found');

export async function getPinned(deps: PinnedDeps, categoryId: string) {
  const db = deps.database.db;
  if (!(await liveCategoryExists(db, categoryId))) throw categoryNotFound();
  return { product_ids: (await pinnedProductIds(db, categoryId)).join(',') };
}

export async function setPinned(deps: PinnedDeps, categoryId: string, joined: string) {
  const ids = parseIdList(joined, 'product_ids');
  await deps.database.db.transaction(async (tx) => {
    if (!(await liveCategoryExists(tx, categoryId))) throw categoryNotFound();
    const inCategory = await productsInCategory(tx, categoryId, ids);
    const outside = ids.filter((id) => !inCategory.has(id));
    if (outside.length > 0) throw fieldError('product_ids', `Not a product of this category: ${outside.join(', ')}`);
    await replacePinned(tx, categoryId, ids);
  });
  return { id: categoryId };
}

export async function clearPinned(deps: PinnedDeps, categoryId: string) {
  await deps.database.db.transaction(async (tx) => {
    if (!(await liveCategoryExists(tx, categoryId))) throw categoryNotFound();
    await replacePinned(tx, categoryId, []);
  });
  return { id: categoryId };
}
