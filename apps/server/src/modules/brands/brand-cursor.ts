/**
 * The brands list's opaque cursor (decision 0018): the sort key of a page's last row, (lower(name),
 * id), as base64url JSON. The next page starts strictly after it, so rows added meanwhile before it
 * are not seen twice and rows after it are not skipped.
 */
import { unstorableText } from '@stockroom/contract';
import { z } from 'zod/mini';
import { AppError } from '../../errors';

export interface BrandSortKey {
  name: string;
  id: string;
}

const SortKeySchema = z.object({ n: z.string(), i: z.guid() });

export const encodeCursor = (key: BrandSortKey) =>
  Buffer.from(JSON.stringify({ n: key.name, i: key.id })).toString('base64url');

const badCursor = () => {
  const message = 'Not a cursor this list answered: send back the startKey of the previous page';
  return new AppError('validation_failed', `Invalid Query parameter $startKey: ${message}`, [
    { path: '$startKey', message },
  ]);
};

/** The sort key in a cursor; an empty cursor is the first page. */
export function decodeCursor(cursor: string | undefined): BrandSortKey | null {
  if (!cursor) return null;
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw badCursor();
  try {
    const parsed = SortKeySchema.safeParse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
    // A name PostgreSQL cannot take (a NUL, half a surrogate pair) was never answered by this list.
    if (!parsed.success || unstorableText(parsed.data.n)) throw badCursor();
    return { name: parsed.data.n, id: parsed.data.i };
  } catch {
    throw badCursor();
  }
}
