/**
 * The slots as a render draws them (decision 0024): a boxed text fitted into its box, a photo slot
 * placed in its frame. The editor's preview and the server's exports both come through here.
 */
import { PLACEHOLDER_PATTERN, type SvgElement } from './document';
import { fitText } from './fit-text';
import { CENTRED, photoPlacement } from './photo-placement';
import { ownText, SLOT_NAME_PATTERN } from './slots';
import { textBoxOf } from './text-box';
import type { PlacedPhoto } from './theme';

export const fillPlaceholders = (value: string, text: Record<string, string>) =>
  value.replace(PLACEHOLDER_PATTERN, (_, name: string) => text[name] ?? '');

/** Presentation attributes a text takes from its ancestors, and which the fit depends on. */
const INHERITED = ['font-weight', 'font-style', 'letter-spacing', 'text-anchor', 'font-family'];

export function inheritedBy(parent: Record<string, string>, element: SvgElement) {
  let next = parent;
  for (const key of INHERITED) {
    const value = element.attrs[key];
    if (value === undefined) continue;
    if (next === parent) next = { ...parent };
    next[key] = value;
  }
  return next;
}

/** What a boxed text shows: its slot's value, else its own text with the placeholders filled. */
export function boxedTextValue(element: SvgElement, text: Record<string, string>) {
  const slot = element.attrs['data-slot'];
  if (slot && SLOT_NAME_PATTERN.test(slot) && text[slot] !== undefined) return text[slot];
  return fillPlaceholders(ownText(element), text);
}

/** The slots whose values a text shows: its `data-slot`, or the placeholders it holds. */
export function slotsShownBy(element: SvgElement, text: Record<string, string>) {
  const slot = element.attrs['data-slot'];
  if (slot && SLOT_NAME_PATTERN.test(slot) && text[slot] !== undefined) return [slot];
  return [...new Set([...ownText(element).matchAll(PLACEHOLDER_PATTERN)].map((match) => match[1]!))];
}

const hasBox = (element: SvgElement) =>
  element.attrs['data-width'] !== undefined || element.attrs['data-max-width'] !== undefined;

/** A text with a valid box, fitted; null for a text without one (drawn as the template wrote it). */
export function fittedText(element: SvgElement, inherited: Record<string, string>, text: Record<string, string>) {
  if (!hasBox(element)) return null;
  const parsed = textBoxOf(element, inherited);
  if (!parsed || !('box' in parsed)) return null;
  return { box: parsed.box, fit: fitText(boxedTextValue(element, text), parsed.box) };
}

const num = (value: string | undefined) => {
  const n = Number(value);
  return Number.isFinite(n) ? n : Number.NaN;
};

/** A photo slot's frame, the photo to draw and where; null when its size is unknown (drawn as written). */
export function photoFrame(element: SvgElement, photos: Record<string, PlacedPhoto> | undefined) {
  const frame = {
    x: num(element.attrs.x ?? '0'),
    y: num(element.attrs.y ?? '0'),
    width: num(element.attrs.width),
    height: num(element.attrs.height),
  };
  if (!(frame.width > 0 && frame.height > 0) || Number.isNaN(frame.x) || Number.isNaN(frame.y)) return null;
  const chosen = photos?.[element.attrs['data-slot'] ?? ''];
  const natural = chosen
    ? { width: chosen.width, height: chosen.height }
    : { width: num(element.attrs['data-natural-width']), height: num(element.attrs['data-natural-height']) };
  if (!(natural.width > 0 && natural.height > 0)) return null;
  const href = chosen?.href ?? element.attrs.href ?? element.attrs['xlink:href'] ?? '';
  return { frame, drawn: photoPlacement(frame, natural, chosen ?? CENTRED), href };
}
