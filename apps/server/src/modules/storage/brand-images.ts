/**
 * Brand images (decision 0018): members linked to a brand may upload them, as admins may; they
 * are served to anyone at their address, without a signature, for as long as they exist.
 */
import { FILE_RULES, type FileKind } from '@stockroom/contract';
import type { AppDeps } from '../../deps';
import { forbidden, notFound } from '../../errors';
import type { AuthContext } from '../../plugins/auth';
import { linkedBrandOf } from '../brands/brands.service';

/** A year: the name is new for every upload, so the bytes under it never change. */
export const BRAND_IMAGE_MAX_AGE = 365 * 24 * 60 * 60;

/** Before the body is read: members upload brand images only, and only once linked to a brand. */
export async function checkUploadAllowed(deps: Pick<AppDeps, 'database'>, kind: FileKind, caller: AuthContext | null) {
  if (caller?.isAdmin) return;
  if (kind !== 'brand-image') throw forbidden('Only administrators may upload this kind of file');
  if (!caller || !(await linkedBrandOf(deps.database.db, caller.userId))) {
    throw forbidden("Your account is not linked to your company's brand yet: create the brand first");
  }
}

export async function openBrandImage(deps: Pick<AppDeps, 'storage'>, name: string) {
  const file = await deps.storage.open(`${FILE_RULES['brand-image'].folder}/${name}`);
  if (!file) throw notFound('File not found');
  return { ...file, contentType: 'image/png', maxAge: BRAND_IMAGE_MAX_AGE };
}
