import type { Tag } from '@stockroom/contract';
import type { LinkRow } from './categories.queries';
import type { TagRow } from './tags.queries';

/** A stored tag as the contract shapes it, with its provider links and their caps. */
export const toTag = (
  row: Pick<TagRow, 'id' | 'name' | 'slug' | 'description' | 'description_bold'>,
  links: LinkRow[],
): Tag => ({
  id: row.id,
  name: row.name,
  description: row.description,
  description_bold: row.description_bold,
  slug: row.slug,
  content_providers: links,
});
