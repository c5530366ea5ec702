/**
 * A template's page size, view box and bleed, read from its root `<svg>` (the SVG conventions in
 * the README): `width`/`height` in mm, in or px (a bare number is px; cm and pt are converted),
 * `viewBox` defaulting to the page in px as SVG itself does, and `data-bleed` in the page unit or
 * with its own unit, at least 3 mm on a print page (mm or in).
 */
import { MM_PER_UNIT, type PageUnit } from '@stockroom/contract';

export const MAX_PAGE_MM = 2000;
export const MAX_PAGE_PX = 10000;
/**
 * A print page's least bleed: a trimmer's blade wanders about 1 mm, and 3 mm (0.125 in in the US)
 * is what print shops ask for. Without it a cut a hair outside the trim leaves a white edge.
 */
export const MIN_PRINT_BLEED_MM = 3;
const BLEED_HOW_TO =
  'add data-bleed="3mm" (or "0.125in") to the root <svg> and extend the backgrounds that touch the page edge 3 mm past it';

type Length = { value: number; unit: PageUnit };

/** A length with an optional unit; null when it is not one (percentages included). */
export function parseLength(raw: string | null, defaultUnit: PageUnit = 'px'): Length | null {
  if (raw === null) return null;
  const match = /^\s*(\d*\.?\d+(?:e[+-]?\d+)?)\s*(px|mm|cm|in|pt)?\s*$/i.exec(raw);
  if (!match) return null;
  const value = Number(match[1]);
  const unit = (match[2] ?? defaultUnit).toLowerCase();
  if (unit === 'cm') return { value: value * 10, unit: 'mm' };
  if (unit === 'pt') return { value: value / 72, unit: 'in' };
  return { value, unit: unit as PageUnit };
}

const convert = (length: Length, unit: PageUnit) => (length.value * MM_PER_UNIT[length.unit]) / MM_PER_UNIT[unit];
const round = (value: number) => Math.round(value * 10000) / 10000;

export interface PageGeometry {
  width: number;
  height: number;
  unit: PageUnit;
  bleed: number;
  view_box: [number, number, number, number];
}

function parseViewBox(raw: string | null): [number, number, number, number] | null | 'bad' {
  if (raw === null) return null;
  const parts = raw
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (parts.length !== 4 || parts.some((n) => !Number.isFinite(n)) || parts[2]! <= 0 || parts[3]! <= 0) return 'bad';
  return parts as [number, number, number, number];
}

/** The page geometry of a root `<svg>`, or the reasons it cannot be a template page. */
export function pageGeometry(root: Element): { geometry: PageGeometry } | { problems: string[] } {
  const viewBox = parseViewBox(root.getAttribute('viewBox'));
  if (viewBox === 'bad') return { problems: ['the viewBox must be four numbers with a positive width and height'] };
  const rawWidth = root.getAttribute('width');
  const rawHeight = root.getAttribute('height');
  let width = parseLength(rawWidth);
  let height = parseLength(rawHeight);
  if ((rawWidth !== null && !width) || (rawHeight !== null && !height)) {
    return { problems: ['width and height must be lengths in mm, cm, in, pt or px (not percentages)'] };
  }
  if (!width || !height) {
    if (!viewBox) return { problems: ['the <svg> needs a width and a height, or a viewBox'] };
    width ??= height
      ? { value: (height.value * viewBox[2]) / viewBox[3], unit: height.unit }
      : { value: viewBox[2], unit: 'px' };
    height ??= { value: (width.value * viewBox[3]) / viewBox[2], unit: width.unit };
  }
  const unit = width.unit;
  const w = round(width.value);
  const h = round(convert(height, unit));
  if (w <= 0 || h <= 0) return { problems: ['the page must have a positive width and height'] };
  const tooBig = unit === 'px' ? Math.max(w, h) > MAX_PAGE_PX : Math.max(w, h) * MM_PER_UNIT[unit] > MAX_PAGE_MM;
  if (tooBig) return { problems: [`a page is at most ${MAX_PAGE_MM} mm (or ${MAX_PAGE_PX} px) on a side`] };
  const rawBleed = root.getAttribute('data-bleed');
  const bleedLength = rawBleed === null ? { value: 0, unit } : parseLength(rawBleed, unit);
  if (!bleedLength) return { problems: [`data-bleed="${rawBleed?.slice(0, 20)}" is not a length such as 3mm`] };
  const bleed = round(convert(bleedLength, unit));
  if (bleed * 2 >= Math.min(w, h)) return { problems: ['the bleed must be less than half the page'] };
  // Rounded to 0.01 mm so that 0.118 in, 3 mm in inches, passes.
  const bleedMm = Math.round(bleed * MM_PER_UNIT[unit] * 100) / 100;
  if (unit !== 'px' && bleedMm < MIN_PRINT_BLEED_MM) {
    const has = rawBleed === null ? '' : `, and data-bleed="${rawBleed.slice(0, 20)}" is ${bleedMm} mm`;
    return { problems: [`a print template needs a bleed of at least ${MIN_PRINT_BLEED_MM} mm${has}: ${BLEED_HOW_TO}`] };
  }
  // Without a viewBox a user unit is a CSS pixel, whatever unit the page size is given in.
  const pxPerUnit = (MM_PER_UNIT[unit] * 96) / 25.4;
  const view_box = viewBox ?? [0, 0, round(w * pxPerUnit), round(h * pxPerUnit)];
  return { geometry: { width: w, height: h, unit, bleed, view_box } };
}
