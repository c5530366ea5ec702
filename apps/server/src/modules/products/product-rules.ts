import type { Price } from '@stockroom/contract';
/**
 * Rules product writes share: the slug made from the title unless given, ids in the link lists that
 * must name real records (each refusal naming the list it came in), file fields that keep stored
 * keys, and constraint races answered like their pre-checks.
 */
import { slugify } from '@stockroom/contract';
import type { Db } from '@stockroom/db';
import { fieldError } from '../../errors';
import { storedFileValue } from '../storage/file-signer';

/** The slug sent, or else the title's, made URL-safe; either must give at least one letter or digit. */
export function productSlug(slug: string | undefined, title: string): string {
  const field = slug ? 'slug' : 'title';
  const made = slugify(slug || title);
  if (!made) throw fieldError(field, 'Use at least one letter or digit: it makes the address');
  return made;
}

export const productSlugTaken = (slug: string) =>
  fieldError('slug', `A product with the address "${slug}" already exists`, 'conflict');

type FileFields = { thumbnail?: string; article_file_path?: string; bundle_download_url?: string };

/** The fields with any signed address of ours (sent back from a read) turned into the key it signs. */
export function withStoredFileKeys<T extends FileFields>(fields: T): T {
  const out = { ...fields };
  for (const field of ['thumbnail', 'article_file_path', 'bundle_download_url'] as const) {
    const value = out[field];
    if (value !== undefined) out[field] = storedFileValue(value);
  }
  return out;
}

/** A price as its three columns: all null when `null` (not for sale); nothing when left out. */
export function priceColumns(price: Price | null | undefined) {
  if (price === undefined) return {};
  return {
    price_amount: price?.amount ?? null,
    price_currency: price?.currency ?? null,
    price_interval: price?.interval ?? null,
  };
}

/** Lower-cased, each id once. */
export const distinctIds = (ids: string[]) => [...new Set(ids.map((id) => id.toLowerCase()))];

/** Refuses ids that `existing` does not know, naming the field they came in. */
export async function requireKnown(
  db: Db,
  ids: string[],
  field: string,
  noun: string,
  existing: (db: Db, ids: string[]) => Promise<Set<string>>,
) {
  if (ids.length === 0) return;
  const known = await existing(db, ids);
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) throw fieldError(field, `No ${noun} has the id ${unknown.join(', ')}`);
}

function pgErrorCode(error: unknown): string | undefined {
  // Drizzle wraps the driver's error; PGlite and node-postgres both carry the SQLSTATE in `code`.
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** A write that lost a race (slug taken, a linked record deleted meanwhile) is answered as its pre-check. */
export function rethrowProductConstraint(error: unknown, slug: string | undefined): never {
  const code = pgErrorCode(error);
  if (code === '23505' && slug) throw productSlugTaken(slug);
  if (code === '23503') throw fieldError('categories', 'A linked category, tag or product no longer exists');
  throw error;
}
