/**
 * Members' photos for the templates' photo slots (decision 0024). An upload is known again by the
 * SHA-256 of the bytes that came in (not of the stored copy), so a repeated upload is answered
 * before any image work; a catalogue image by its product and the product's image, so picking the
 * same product twice answers the same photo, and a product whose image changed gives a new one.
 * Both answer the existing photo with 201, as a new one. Another member's photo is 404; a photo
 * from a product the owner may no longer fully use stays listed but is not used (resolveMemberPhotos).
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Photo, PhotoValue, PlacedPhoto } from '@stockroom/contract';
import type { AppDeps } from '../../deps';
import { forbidden, notFound } from '../../errors';
import { enforceRateLimits } from '../../lib/rate-limit';
import type { Viewer } from '../access/access.service';
import { fileSignerFor } from '../storage/file-signer';
import { readStored } from '../storage/storage.service';
import { PhotoImageError, photoCopies } from './photo-images';
import { photoFileError, type ReceivedPhoto } from './photo-upload';
import { toPhoto } from './photos.mapper';
import {
  insertPhoto,
  isAdminUser,
  livePhotoByHash,
  livePhotoRow,
  ownPhotoRows,
  type PhotoRow,
  photoRowsOf,
  softDeletePhoto,
  usableProductIds,
} from './photos.queries';

export type PhotoDeps = Pick<AppDeps, 'database' | 'storage' | 'tokens'>;
type UploadDeps = PhotoDeps & Pick<AppDeps, 'limiter'>;

/** Enough for a member filling a few templates; a loop uploading stops here. */
export const PHOTO_UPLOADS_PER_USER = { limit: 60, windowSeconds: 60 * 60 };

const photoNotFound = () => notFound('Photo not found');
export const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
/** The name the browser sent, without any folder, for showing only. */
const displayName = (filename: string) => (filename.split(/[\\/]/).pop() ?? '').trim().slice(0, 255) || 'Photo';

/** Each photo with whether its owner may still use it: always, unless it came from a product they may not. */
async function withAvailability(
  deps: PhotoDeps,
  owner: Viewer,
  rows: { photo: PhotoRow; product_title: string | null }[],
) {
  const sources = [...new Set(rows.flatMap((r) => (r.photo.source_product_id ? [r.photo.source_product_id] : [])))];
  const usable = await usableProductIds(deps.database.db, owner, sources);
  const signer = fileSignerFor(deps.tokens);
  return rows.map(({ photo, product_title }) =>
    toPhoto(signer, photo, product_title, !photo.source_product_id || usable.has(photo.source_product_id)),
  );
}

/** GET /api/photos: the member's own, newest first. */
export async function listPhotos(deps: PhotoDeps, viewer: Viewer): Promise<Photo[]> {
  return withAvailability(deps, viewer, await photoRowsOf(deps.database.db, viewer.userId));
}

/** A live photo of the viewer's, or of anyone's for an admin reading it. */
async function reachablePhoto(deps: PhotoDeps, viewer: Viewer, id: string, mode: 'read' | 'write') {
  const row = await livePhotoRow(deps.database.db, id);
  if (!row) throw photoNotFound();
  if (row.photo.user_id !== viewer.userId) {
    if (!viewer.isAdmin) throw photoNotFound();
    if (mode === 'write') throw forbidden("Only the photo's owner may delete it");
  }
  return row;
}

/** GET /api/photos/{id}: its owner or an admin; anyone else 404. */
export async function readPhoto(deps: PhotoDeps, viewer: Viewer, id: string): Promise<Photo> {
  const row = await reachablePhoto(deps, viewer, id, 'read');
  const ownerId = row.photo.user_id;
  const owner =
    ownerId === viewer.userId ? viewer : { userId: ownerId, isAdmin: await isAdminUser(deps.database.db, ownerId) };
  const [photo] = await withAvailability(deps, owner, [row]);
  if (!photo) throw photoNotFound();
  return photo;
}

/**
 * DELETE /api/photos/{id}: soft, by its owner. The stored copies stay: a running export may be
 * reading them, and projects that used the photo fall back to the template's own.
 */
export async function removePhoto(deps: PhotoDeps, viewer: Viewer, id: string) {
  await reachablePhoto(deps, viewer, id, 'write');
  if (!(await softDeletePhoto(deps.database.db, id))) throw photoNotFound();
  return { id };
}

/**
 * Makes and stores both copies, then the row; a twin stored meanwhile wins and ours is removed.
 * `productTitle` is the source product's, which the caller has just checked the member may use.
 */
export async function storePhoto(
  deps: PhotoDeps,
  viewer: Viewer,
  input: Buffer,
  fields: { content_hash: string; name: string; source_product_id: string | null },
  productTitle: string | null = null,
): Promise<Photo> {
  const copies = await photoCopies(input);
  const printKey = `photos/${randomUUID()}.jpg`;
  const previewKey = `photos/${randomUUID()}.jpg`;
  const removeCopies = () => Promise.all([deps.storage.remove(printKey), deps.storage.remove(previewKey)]);
  try {
    await deps.storage.put(printKey, copies.print);
    await deps.storage.put(previewKey, copies.preview);
    const row = await insertPhoto(deps.database.db, {
      ...fields,
      user_id: viewer.userId,
      width: copies.width,
      height: copies.height,
      print_key: printKey,
      preview_key: previewKey,
      size_bytes: copies.print.length,
    });
    if (row) return toPhoto(fileSignerFor(deps.tokens), row, productTitle, true);
  } catch (error) {
    await removeCopies();
    throw error;
  }
  await removeCopies();
  const twin = await livePhotoByHash(deps.database.db, viewer.userId, fields.content_hash);
  if (!twin) throw new Error('a photo insert conflicted with no live photo');
  return toPhoto(fileSignerFor(deps.tokens), twin, productTitle, true);
}

/** POST /api/photos: rate-limited per member before the body is read; the same bytes again answer their photo. */
export async function uploadPhoto(
  deps: UploadDeps,
  viewer: Viewer,
  receive: () => Promise<ReceivedPhoto>,
): Promise<Photo> {
  await enforceRateLimits(deps.limiter, [{ key: `photos:user:${viewer.userId}`, rule: PHOTO_UPLOADS_PER_USER }]);
  const { filename, bytes } = await receive();
  const hash = sha256(bytes);
  const existing = await livePhotoByHash(deps.database.db, viewer.userId, hash);
  if (existing) return toPhoto(fileSignerFor(deps.tokens), existing, null, true);
  try {
    return await storePhoto(deps, viewer, bytes, {
      content_hash: hash,
      name: displayName(filename),
      source_product_id: null,
    });
  } catch (error) {
    if (!(error instanceof PhotoImageError)) throw error;
    throw photoFileError(
      error.problem === 'too-many-pixels'
        ? 'The photo is larger than 50 megapixels'
        : 'The image could not be read: it may be damaged or cut short',
    );
  }
}

/** What a project needs of a photo it uses. */
export interface ResolvedPhoto {
  id: string;
  width: number;
  height: number;
  printKey: string;
  previewKey: string;
  sourceProductId: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * For a project's save and export: the photos among `photoIds` that the user may use now. Kept are
 * live photos of the user's own that are uploads, or come from a product the user can still fully
 * use; any other id (someone else's, deleted, unknown, not an id) is absent from the answer.
 */
export async function resolveMemberPhotos(
  deps: Pick<AppDeps, 'database'>,
  userId: string,
  photoIds: string[],
): Promise<Map<string, ResolvedPhoto>> {
  const ids = [...new Set(photoIds.map((id) => id.toLowerCase()).filter((id) => UUID.test(id)))];
  const rows = await ownPhotoRows(deps.database.db, userId, ids);
  const sources = [...new Set(rows.flatMap((r) => (r.source_product_id ? [r.source_product_id] : [])))];
  const usable =
    sources.length === 0
      ? new Set<string>()
      : await usableProductIds(
          deps.database.db,
          { userId, isAdmin: await isAdminUser(deps.database.db, userId) },
          sources,
        );
  const resolved = new Map<string, ResolvedPhoto>();
  for (const row of rows) {
    if (row.source_product_id && !usable.has(row.source_product_id)) continue;
    resolved.set(row.id, {
      id: row.id,
      width: row.width,
      height: row.height,
      printKey: row.print_key,
      previewKey: row.preview_key,
      sourceProductId: row.source_product_id,
    });
  }
  return resolved;
}

/** The print copy inline, for an export to embed; null when the file is gone from storage. */
export async function photoDataUri(deps: Pick<AppDeps, 'storage'>, printKey: string): Promise<string | null> {
  const bytes = await readStored(deps.storage, printKey);
  return bytes ? `data:image/jpeg;base64,${bytes.toString('base64')}` : null;
}

/**
 * The photos of a project's slots as a render draws them, inlined: its preview copies for a
 * thumbnail, its print copies for an export. A photo no longer the user's to use is left out, and
 * its slot shows the template's own.
 */
export async function inlinedPhotos(
  deps: Pick<AppDeps, 'database' | 'storage'>,
  userId: string,
  chosen: Record<string, PhotoValue>,
  copy: 'preview' | 'print',
): Promise<Record<string, PlacedPhoto>> {
  const entries = Object.entries(chosen).filter(([, value]) => value.photo_id !== '');
  if (entries.length === 0) return {};
  const found = await resolveMemberPhotos(
    deps,
    userId,
    entries.map(([, value]) => value.photo_id),
  );
  const placed: Record<string, PlacedPhoto> = {};
  for (const [slot, value] of entries) {
    const photo = found.get(value.photo_id.toLowerCase());
    const href = photo && (await photoDataUri(deps, copy === 'print' ? photo.printKey : photo.previewKey));
    if (!photo || !href) continue;
    placed[slot] = { href, width: photo.width, height: photo.height, zoom: value.zoom, x: value.x, y: value.y };
  }
  return placed;
}
