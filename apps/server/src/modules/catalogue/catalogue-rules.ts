/**
 * Rules that categories, tags and providers share: addresses made from names, comma-joined id lists,
 * provider links that must name real providers, and constraint races answered like their pre-checks.
 */
import { isReservedSlug, slugify, splitIds } from '@stockroom/contract';
import type { Db } from '@stockroom/db';
import { z } from 'zod/mini';
import { type AppError, fieldError } from '../../errors';
import { existingProviderIds } from './providers.queries';

/** The slug a name gives; a name of symbols only gives none, and a record needs an address. */
export function slugFromName(name: string): string {
  const slug = slugify(name);
  if (!slug) throw fieldError('name', 'Use at least one letter or digit: the name makes the address');
  return slug;
}

/** A category answers at `/{slug}`, so its slug may not be a first path segment the app uses (DESIGN §1.1). */
export function categorySlug(name: string): string {
  const slug = slugFromName(name);
  if (isReservedSlug(slug)) throw fieldError('name', `"/${slug}" is a reserved address; choose another name`);
  return slug;
}

export const slugTaken = (what: string, slug: string) =>
  fieldError('name', `A ${what} with the address "${slug}" already exists`, 'conflict');

const IdSchema = z.guid();

/** Splits the spec's comma-joined id list; each part must be an id, listed once. */
export function parseIdList(joined: string, field: string): string[] {
  const ids = splitIds(joined).map((id) => id.toLowerCase());
  const bad = ids.filter((id) => !IdSchema.safeParse(id).success);
  if (bad.length > 0) throw fieldError(field, `Not an id: ${bad.join(', ')}`);
  const twice = ids.filter((id, i) => ids.indexOf(id) !== i);
  if (twice.length > 0) throw fieldError(field, `Listed twice: ${[...new Set(twice)].join(', ')}`);
  return ids;
}

/** Refuses ids that name no content provider, naming the field they came in. */
export async function requireProviders(db: Db, ids: string[], field: string) {
  const known = await existingProviderIds(db, ids);
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) throw fieldError(field, `No content provider has the id ${unknown.join(', ')}`);
}

function pgErrorCode(error: unknown): string | undefined {
  // Drizzle wraps the driver's error; PGlite and node-postgres both carry the SQLSTATE in `code`.
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * A write that lost a race against another (the slug taken, a provider deleted meanwhile) fails on
 * a constraint; it is answered as the pre-check would have answered it.
 */
export function rethrowConstraint(error: unknown, onUnique: () => AppError, linksField: string): never {
  const code = pgErrorCode(error);
  if (code === '23505') throw onUnique();
  if (code === '23503') throw fieldError(linksField, 'A content provider no longer exists');
  throw error;
}
