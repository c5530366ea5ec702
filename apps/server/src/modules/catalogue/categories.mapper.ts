import type { Category } from '@stockroom/contract';
import type { CategoryRow, LinkRow } from './categories.queries';

/** A stored category as the contract shapes it: ISO times, its provider links with their caps. */
export const toCategory = (row: CategoryRow, links: LinkRow[]): Category => ({
  id: row.id,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
  is_deleted: row.is_deleted,
  deleted_at: row.deleted_at?.toISOString() ?? null,
  name: row.name,
  description: row.description,
  description_bold: row.description_bold,
  slug: row.slug,
  content_providers: links,
});
