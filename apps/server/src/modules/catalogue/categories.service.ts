/**
 * Categories (ROUTES.md rows 62–65): members read the ones they may see (DESIGN §1.3); admins
 * write. A category answers at `/{slug}`, so its slug follows its name and may not be reserved.
 */

import type { CategoryCreateSchema, CategoryUpdateSchema } from '@stockroom/contract';
import type { Db } from '@stockroom/db';
import type { z } from 'zod/mini';
import type { AppDeps } from '../../deps';
import { fieldError, notFound } from '../../errors';
import type { Viewer } from '../access/access.service';
import { categorySlug } from './catalogue-rules';
import { toCategory } from './categories.mapper';
import {
  type CategoryRow,
  insertCategory,
  linksByCategory,
  replaceCategoryLinks,
  softDeleteCategory,
  updateCategoryRow,
  visibleCategoryRows,
} from './categories.queries';
import { createLinkedRecord, type LinkedRecordTable, updateLinkedRecord } from './provider-links';

type CatalogueDeps = Pick<AppDeps, 'database'>;
type CategoryCreate = z.output<typeof CategoryCreateSchema>;
type CategoryUpdate = z.output<typeof CategoryUpdateSchema>;

const categoryNotFound = () => notFound('Category not found');
const categoryTable: LinkedRecordTable = {
  noun: 'category',
  insert: insertCategory,
  update: updateCategoryRow,
  replaceLinks: replaceCategoryLinks,
  notFound: categoryNotFound,
};

/** Rows as the contract shapes them, with every row's links read in one query. */
export async function categoriesWithLinks(db: Db, rows: CategoryRow[]) {
  const links = await linksByCategory(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toCategory(row, links.get(row.id) ?? []));
}

export async function listCategories(deps: CatalogueDeps, viewer: Viewer) {
  const db = deps.database.db;
  return categoriesWithLinks(db, await visibleCategoryRows(db, viewer));
}

export async function createCategory(deps: CatalogueDeps, body: CategoryCreate) {
  const slug = categorySlug(body.name);
  const record = { ...body, slug, links: body.content_providers };
  return createLinkedRecord(deps.database.db, categoryTable, record, 'content_providers');
}

/** Renaming moves the category to the new name's address; update_content_providers replaces every link. */
export async function updateCategory(deps: CatalogueDeps, id: string, body: CategoryUpdate) {
  if (body.id.toLowerCase() !== id.toLowerCase())
    throw fieldError('id', 'Must be the id of the category in the address');
  const slug = categorySlug(body.name);
  const record = { ...body, slug, links: body.update_content_providers };
  return updateLinkedRecord(deps.database.db, categoryTable, id, record, 'update_content_providers');
}

export async function deleteCategory(deps: CatalogueDeps, id: string) {
  if (!(await softDeleteCategory(deps.database.db, id))) throw categoryNotFound();
  return 'Category deleted';
}
