/**
 * Tags (ROUTES.md rows 21, 23–25): members read the ones they may see (DESIGN §1.3); admins write.
 * A tag's slug follows its name and is unique; tags are not reached at the first path segment, so
 * the reserved addresses of categories do not apply.
 */
import type { TagCreateSchema, TagUpdateSchema } from '@stockroom/contract';
import type { z } from 'zod';
import { notFound } from '../../errors';
import type { AppDeps } from '../../lib/deps';
import type { Viewer } from '../access/access.service';
import { requireProviders, rethrowConstraint, slugFromName, slugTaken } from './catalogue-rules';
import { toTag } from './tags.mapper';
import { deleteTagRow, insertTag, linksByTag, replaceTagLinks, updateTagRow, visibleTagRows } from './tags.queries';

type CatalogueDeps = Pick<AppDeps, 'database'>;
type TagCreate = z.output<typeof TagCreateSchema>;
type TagUpdate = z.output<typeof TagUpdateSchema>;

const tagNotFound = () => notFound('Tag not found');

export async function listTags(deps: CatalogueDeps, viewer: Viewer) {
  const db = deps.database.db;
  const rows = await visibleTagRows(db, viewer);
  const links = await linksByTag(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toTag(row, links.get(row.id) ?? []));
}

export async function createTag(deps: CatalogueDeps, body: TagCreate) {
  const slug = slugFromName(body.name);
  const links = body.content_providers;
  return deps.database.db
    .transaction(async (tx) => {
      await requireProviders(
        tx,
        links.map((l) => l.id),
        'content_providers',
      );
      const id = await insertTag(tx, {
        name: body.name,
        slug,
        description: body.description,
        description_bold: body.description_bold,
      });
      if (!id) throw slugTaken('tag', slug);
      await replaceTagLinks(tx, id, links);
      return { id };
    })
    .catch((error) => rethrowConstraint(error, () => slugTaken('tag', slug), 'content_providers'));
}

/** Renaming re-derives the slug; content_providers, when sent, replaces every link. */
export async function updateTag(deps: CatalogueDeps, id: string, body: TagUpdate) {
  const slug = slugFromName(body.name);
  const links = body.content_providers;
  return deps.database.db
    .transaction(async (tx) => {
      const found = await updateTagRow(tx, id, {
        name: body.name,
        slug,
        ...(body.description !== undefined && { description: body.description }),
        ...(body.description_bold !== undefined && { description_bold: body.description_bold }),
      });
      if (!found) throw tagNotFound();
      if (links) {
        await requireProviders(
          tx,
          links.map((l) => l.id),
          'content_providers',
        );
        await replaceTagLinks(tx, id, links);
      }
      return { id };
    })
    .catch((error) => rethrowConstraint(error, () => slugTaken('tag', slug), 'content_providers'));
}

export async function deleteTag(deps: CatalogueDeps, id: string) {
  if (!(await deleteTagRow(deps.database.db, id))) throw tagNotFound();
  return { id };
}
