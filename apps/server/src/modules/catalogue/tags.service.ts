/**
 * Tags (ROUTES.md rows 21, 23–25): members read the ones they may see (DESIGN §1.3); admins write.
 * A tag's slug follows its name and is unique; tags are not reached at the first path segment, so
 * the reserved addresses of categories do not apply.
 */
import type { TagCreateSchema, TagUpdateSchema } from '@stockroom/contract';
import type { Db } from '@stockroom/db';
import type { z } from 'zod/mini';
import type { AppDeps } from '../../deps';
import { notFound } from '../../errors';
import type { Viewer } from '../access/access.service';
import { slugFromName } from './catalogue-rules';
import { createLinkedRecord, type LinkedRecordTable, updateLinkedRecord } from './provider-links';
import { toTag } from './tags.mapper';
import {
  deleteTagRow,
  insertTag,
  linksByTag,
  refreshSearchDocuments,
  refreshTaggedSearchDocuments,
  replaceTagLinks,
  taggedProductIds,
  updateTagRow,
  visibleTagRows,
} from './tags.queries';

type CatalogueDeps = Pick<AppDeps, 'database'>;
type TagCreate = z.output<typeof TagCreateSchema>;
type TagUpdate = z.output<typeof TagUpdateSchema>;

const tagNotFound = () => notFound('Tag not found');
const tagTable: LinkedRecordTable = {
  noun: 'tag',
  insert: insertTag,
  // A product's search document holds its tags' names: a rename rebuilds them in the same transaction.
  update: async (db, id, changes) => {
    const found = await updateTagRow(db, id, changes);
    if (found) await refreshTaggedSearchDocuments(db, id);
    return found;
  },
  replaceLinks: replaceTagLinks,
  notFound: tagNotFound,
};

/** Tag rows as the contract shapes them, each with its provider links. */
export async function tagsWithLinks(db: Db, rows: Parameters<typeof toTag>[0][]) {
  const links = await linksByTag(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toTag(row, links.get(row.id) ?? []));
}

export async function listTags(deps: CatalogueDeps, viewer: Viewer) {
  const db = deps.database.db;
  return tagsWithLinks(db, await visibleTagRows(db, viewer));
}

export async function createTag(deps: CatalogueDeps, body: TagCreate) {
  const slug = slugFromName(body.name);
  const record = { ...body, slug, links: body.content_providers };
  return createLinkedRecord(deps.database.db, tagTable, record, 'content_providers');
}

/** Renaming re-derives the slug; content_providers, when sent, replaces every link. */
export async function updateTag(deps: CatalogueDeps, id: string, body: TagUpdate) {
  const slug = slugFromName(body.name);
  const record = { ...body, slug, links: body.content_providers };
  return updateLinkedRecord(deps.database.db, tagTable, id, record, 'content_providers');
}

/** The tag's products lose its name from their search documents in the same transaction. */
export async function deleteTag(deps: CatalogueDeps, id: string) {
  await deps.database.db.transaction(async (tx) => {
    const productIds = await taggedProductIds(tx, id);
    if (!(await deleteTagRow(tx, id))) throw tagNotFound();
    await refreshSearchDocuments(tx, productIds);
  });
  return { id };
}
