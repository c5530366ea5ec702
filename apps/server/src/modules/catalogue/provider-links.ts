/**
 * Categories and tags are written alike: a name that makes the slug, two descriptions, and links to
 * content providers that must name real providers. Each passes its own table's queries; what a
 * write checks, and in which order, is kept in one place so that the two cannot drift apart.
 */
import type { Db } from '@stockroom/db';
import type { AppError } from '../../errors';
import { requireProviders, rethrowConstraint, slugTaken } from './catalogue-rules';
import type { LinkRow } from './categories.queries';

interface LinkedRecordValues {
  name: string;
  slug: string;
  description?: string;
  description_bold?: string;
}

/** The queries of one kind of linked record, and how it is named to the caller. */
export interface LinkedRecordTable {
  /** "category", "tag": the word in a taken-address message. */
  noun: string;
  insert: (db: Db, values: LinkedRecordValues) => Promise<string | null>;
  update: (db: Db, id: string, changes: LinkedRecordValues) => Promise<boolean>;
  replaceLinks: (db: Db, id: string, links: LinkRow[]) => Promise<void>;
  notFound: () => AppError;
}

/** The provider check comes before the insert: a body naming an unknown provider writes nothing. */
export function createLinkedRecord(
  db: Db,
  table: LinkedRecordTable,
  record: Required<LinkedRecordValues> & { links: LinkRow[] },
  /** The body field the links came in, named when they are refused. */
  linksField: string,
) {
  return db
    .transaction(async (tx) => {
      await requireProviders(
        tx,
        record.links.map((l) => l.id),
        linksField,
      );
      const id = await table.insert(tx, {
        name: record.name,
        slug: record.slug,
        description: record.description,
        description_bold: record.description_bold,
      });
      if (!id) throw slugTaken(table.noun, record.slug);
      await table.replaceLinks(tx, id, record.links);
      return { id };
    })
    .catch((error) => rethrowConstraint(error, () => slugTaken(table.noun, record.slug), linksField));
}

/**
 * A description left out stays as it is; links left out keep the current ones, and links sent
 * replace every one. A missing record is answered before the links are looked at.
 */
export function updateLinkedRecord(
  db: Db,
  table: LinkedRecordTable,
  id: string,
  record: LinkedRecordValues & { links: LinkRow[] | undefined },
  linksField: string,
) {
  return db
    .transaction(async (tx) => {
      const found = await table.update(tx, id, {
        name: record.name,
        slug: record.slug,
        ...(record.description !== undefined && { description: record.description }),
        ...(record.description_bold !== undefined && { description_bold: record.description_bold }),
      });
      if (!found) throw table.notFound();
      if (record.links) {
        await requireProviders(
          tx,
          record.links.map((l) => l.id),
          linksField,
        );
        await table.replaceLinks(tx, id, record.links);
      }
      return { id };
    })
    .catch((error) => rethrowConstraint(error, () => slugTaken(table.noun, record.slug), linksField));
}
