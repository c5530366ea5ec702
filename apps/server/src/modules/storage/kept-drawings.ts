import type { FileStorage, StoredObject } from './storage.service';

/** Drawings under way in this process, so that many asking for one at once draw it once. */
const drawing = new Map<string, Promise<void>>();

/**
 * A picture the server draws once and keeps (renders, sample previews): opened when kept, or else
 * drawn, stored under `key` and opened; `missing` is thrown when it still cannot be opened.
 */
export async function openKeptDrawing(
  storage: FileStorage,
  key: string,
  draw: () => Promise<Buffer>,
  missing: () => Error,
): Promise<StoredObject> {
  const kept = await storage.open(key);
  if (kept) return kept;
  let pending = drawing.get(key);
  if (!pending) {
    pending = draw()
      .then((bytes) => storage.put(key, bytes))
      .finally(() => drawing.delete(key));
    drawing.set(key, pending);
  }
  await pending;
  const drawn = await storage.open(key);
  if (!drawn) throw missing();
  return drawn;
}
