import {
  categories,
  categoryProviders,
  contentProviders,
  type Db,
  groupProviders,
  groups,
  tagProviders,
  tags,
  userGroups,
} from '@stockroom/db';
import { sql } from 'drizzle-orm';

/** A provider link as the contract writes it: provider id and cap (0 no, 1 gated, 2 yes). */
export interface Link {
  id: string;
  permission: number;
}

const one = <T>(rows: T[]) => {
  if (!rows[0]) throw new Error('insert returned no row');
  return rows[0];
};

/** A content provider, last in the display order unless a position is given. */
export async function createProvider(
  db: Db,
  name: string,
  fields: { position?: number; order_categories?: string } = {},
) {
  const position = fields.position ?? sql`(select coalesce(max(position), 0) + 1 from content_providers)`;
  const row = one(
    await db
      .insert(contentProviders)
      .values({ name, ...fields, position })
      .returning(),
  );
  return row.id;
}

/** A live category (slug from the name unless given) with its provider links. */
export async function createCategory(
  db: Db,
  fields: { name: string; slug?: string; description?: string; links?: Link[]; deleted?: boolean },
) {
  const { links = [], deleted = false, ...rest } = fields;
  const slug = rest.slug ?? rest.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const row = one(
    await db
      .insert(categories)
      .values({ ...rest, slug, ...(deleted && { is_deleted: true, deleted_at: new Date() }) })
      .returning(),
  );
  if (links.length > 0) {
    await db
      .insert(categoryProviders)
      .values(links.map((l) => ({ category_id: row.id, provider_id: l.id, permission: l.permission })));
  }
  return row.id;
}

/** A tag (slug from the name unless given) with its provider links. */
export async function createTag(db: Db, fields: { name: string; slug?: string; description?: string; links?: Link[] }) {
  const { links = [], ...rest } = fields;
  const slug = rest.slug ?? rest.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const row = one(
    await db
      .insert(tags)
      .values({ ...rest, slug })
      .returning(),
  );
  if (links.length > 0) {
    await db
      .insert(tagProviders)
      .values(links.map((l) => ({ tag_id: row.id, provider_id: l.id, permission: l.permission })));
  }
  return row.id;
}

/** A group granting each listed provider a permission, with the given users as members. */
export async function createGroup(db: Db, name: string, grants: Link[] = [], userIds: string[] = []) {
  const row = one(await db.insert(groups).values({ name }).returning());
  if (grants.length > 0) {
    await db
      .insert(groupProviders)
      .values(grants.map((g) => ({ group_id: row.id, provider_id: g.id, permission: g.permission })));
  }
  if (userIds.length > 0) await db.insert(userGroups).values(userIds.map((user_id) => ({ user_id, group_id: row.id })));
  return row.id;
}
