/**
 * Brands (spec §7, decision 0018). Admins reach every brand; a member reaches only the brand their
 * account is linked to (any other id is 404, as if it did not exist), and one without a brand may
 * create their company's, which links it to them in the same transaction.
 */
import {
  BRAND_BASE_KEYS,
  BRANDS_DEFAULT_LIMIT,
  type BrandCreate,
  type BrandPatch,
  type brandRoutes,
  type RouteParsed,
} from '@stockroom/contract';
import type { Db } from '@stockroom/db';
import type { AppDeps } from '../../deps';
import { fieldError, forbidden, notFound } from '../../errors';
import type { AuthContext } from '../../plugins/auth';
import { sendBrandThumbnails, wakeBrandThumbnails } from '../rendering/brand-thumbnails.queue';
import { decodeCursor, encodeCursor } from './brand-cursor';
import { checkBrandValues } from './brand-values';
import { toBrand } from './brands.mapper';
import {
  findBrandRow,
  insertBrand,
  linkedBrandId,
  linkUserToBrand,
  listBrandRows,
  lockLiveBrand,
  replaceBrandValues,
  softDeleteBrand,
  unlinkBrandMembers,
} from './brands.queries';
import { fieldTypes } from './form.queries';

type BrandsDeps = Pick<AppDeps, 'database' | 'jobs'>;
type BrandsQuery = RouteParsed<typeof brandRoutes.list>['query'];

const brandNotFound = () => notFound('Brand not found');
const BASE_KEYS = new Set<string>(BRAND_BASE_KEYS);

/** The values sent without the base record's keys, which are never stored as values. */
function valuesOf<T>(body: Record<string, T>): Record<string, Exclude<T, undefined>> {
  return Object.fromEntries(
    Object.entries(body).filter(([key, value]) => !BASE_KEYS.has(key) && value !== undefined),
  ) as Record<string, Exclude<T, undefined>>;
}

/** A brand the caller may reach; `lock` holds it for a write until the transaction ends. */
async function reachableBrand(db: Db, caller: AuthContext, id: string, lock = false) {
  if (!caller.isAdmin && (await linkedBrandId(db, caller.userId)) !== id) throw brandNotFound();
  const row = await findBrandRow(db, id, lock);
  if (!row) throw brandNotFound();
  return row;
}

export function createBrand(deps: BrandsDeps, caller: AuthContext, body: BrandCreate) {
  const values = valuesOf(body as Record<string, string | undefined>);
  return createBrandRecord(deps, values, caller.isAdmin ? null : caller.userId);
}

/**
 * Stores a brand; with `memberId`, links it to that user in the same transaction, refused (403)
 * when they already have one. The demo seeds its brands through here too. A brand made for a
 * member also gets the job that renders its catalogue thumbnails (decision 0043); one without a
 * member has nobody to show them to.
 */
export async function createBrandRecord(deps: BrandsDeps, values: Record<string, string>, memberId: string | null) {
  const row = await deps.database.db.transaction(async (tx) => {
    checkBrandValues(values, await fieldTypes(tx));
    if (!memberId) return insertBrand(tx, values);
    // Held until the commit, so that two creations at once do not both find the member without one.
    if (await linkedBrandId(tx, memberId, true)) {
      throw forbidden('Your company already has a brand: edit it rather than creating another');
    }
    const row = await insertBrand(tx, values);
    await linkUserToBrand(tx, memberId, row.id);
    await sendBrandThumbnails(deps.jobs, tx, row.id);
    return row;
  });
  if (memberId) wakeBrandThumbnails(deps.jobs);
  return toBrand(row);
}

export async function getBrand(deps: BrandsDeps, caller: AuthContext, id: string) {
  return toBrand(await reachableBrand(deps.database.db, caller, id));
}

/**
 * Merges the keys sent into the stored ones: null removes a key, a key not sent stays as it was.
 * The change and the job that renders the brand's new thumbnails are written together.
 */
export async function updateBrand(deps: BrandsDeps, caller: AuthContext, id: string, body: BrandPatch) {
  const sent = valuesOf(body as Record<string, string | null | undefined>);
  const row = await deps.database.db.transaction(async (tx) => {
    const before = await reachableBrand(tx, caller, id, true);
    checkBrandValues(sent, await fieldTypes(tx));
    const values = { ...before.values };
    for (const [key, value] of Object.entries(sent)) {
      if (value === null) delete values[key];
      else values[key] = value;
    }
    const row = await replaceBrandValues(tx, id, values);
    if (row) await sendBrandThumbnails(deps.jobs, tx, id);
    return row;
  });
  if (!row) throw brandNotFound();
  wakeBrandThumbnails(deps.jobs);
  return toBrand(row);
}

/** Soft: the brand stays for history; its members are unlinked in the same transaction. */
export async function deleteBrand(deps: BrandsDeps, id: string) {
  await deps.database.db.transaction(async (tx) => {
    if (!(await softDeleteBrand(tx, id))) throw brandNotFound();
    await unlinkBrandMembers(tx, id);
  });
  return { id };
}

export async function listBrands(deps: BrandsDeps, query: BrandsQuery) {
  const limit = query.$limit ?? BRANDS_DEFAULT_LIMIT;
  const after = decodeCursor(query.$startKey);
  const { total, rows } = await listBrandRows(deps.database.db, { limit, after, search: query.$search });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const startKey = rows.length > limit && last ? encodeCursor({ name: last.sort_name, id: last.row.id }) : null;
  return { total, limit, startKey, data: page.map((r) => toBrand(r.row)) };
}

/** For the storage module: the brand a user is linked to, or null. */
export const linkedBrandOf = (db: Db, userId: string) => linkedBrandId(db, userId);

/**
 * For the users module, inside its transaction: the brand a user is about to be linked to is live,
 * and stays so (a deletion waits) until the link is committed; otherwise a 400 naming `brand_id`.
 */
export async function requireLinkableBrand(tx: Db, id: string) {
  if (!(await lockLiveBrand(tx, id))) throw fieldError('brand_id', 'No such brand: it may have been deleted');
}
