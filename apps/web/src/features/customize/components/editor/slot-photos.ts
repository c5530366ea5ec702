import {
  CENTRED,
  type PhotoSlot,
  type PhotoValue,
  type PlacedPhoto,
  type ProjectPhoto,
  type ProjectValues,
} from '@stockroom/contract';

/** What the editor needs of a member's photo to draw it: its size and its preview copy. */
export type KnownPhoto = Pick<ProjectPhoto, 'id' | 'width' | 'height' | 'preview_url'>;

/** A slot's value, or the template's own photo, centred. */
export const photoValueOf = (values: ProjectValues, slot: string): PhotoValue =>
  values.photos?.[slot] ?? { photo_id: '', ...CENTRED };

/** The photo a slot shows: the member's (when the editor knows it) or the template's own. */
export function shownPhoto(slot: PhotoSlot, value: PhotoValue, known: Map<string, KnownPhoto>) {
  const photo = value.photo_id ? known.get(value.photo_id.toLowerCase()) : undefined;
  if (photo) return { own: false, href: photo.preview_url, width: photo.width, height: photo.height };
  return { own: true, href: slot.default_href, width: slot.natural_width, height: slot.natural_height };
}

/**
 * The theme's slot photos for the preview: each slot with a value, at its pan and zoom. A photo the
 * editor does not know (no longer the member's to use) leaves the template's own, as the server does.
 */
export function placedPhotos(
  slots: PhotoSlot[],
  values: ProjectValues,
  known: Map<string, KnownPhoto>,
  live: { slot: string; value: PhotoValue } | null,
): Record<string, PlacedPhoto> | undefined {
  const placed: Record<string, PlacedPhoto> = {};
  for (const slot of slots) {
    const value = live?.slot === slot.name ? live.value : values.photos?.[slot.name];
    if (!value) continue;
    const photo = shownPhoto(slot, value, known);
    if (value.photo_id && photo.own) continue;
    if (!(photo.width > 0 && photo.height > 0)) continue;
    placed[slot.name] = {
      href: photo.href,
      width: photo.width,
      height: photo.height,
      zoom: value.zoom,
      x: value.x,
      y: value.y,
    };
  }
  return Object.keys(placed).length > 0 ? placed : undefined;
}

/** The member's photos the editor can draw, by id in lower case: the project's and those picked since. */
export function knownPhotos(project: KnownPhoto[], picked: KnownPhoto[]) {
  return new Map([...project, ...picked].map((photo) => [photo.id.toLowerCase(), photo]));
}
