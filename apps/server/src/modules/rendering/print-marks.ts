/**
 * What makes a PDF print-ready beyond its bleed: the page's boxes (PDF points, origin at the
 * bottom left), crop marks at the trim corners drawn outside the bleed, and colours as CMYK.
 */
import type { PageUnit } from '@stockroom/contract';

const MM = 72 / 25.4;
export const POINTS_PER_UNIT: Record<PageUnit, number> = { mm: MM, in: 72, px: 0.75 };

/** Crop marks start this far outside the trim at least, so that they never touch the bleed. */
const MARK_OFFSET_MIN = 3 * MM;
const MARK_LENGTH = 5 * MM;
/** Room for the marks beyond their offset. */
const SLUG = 6 * MM;

export interface PageGeometry {
  /** The PDF page (MediaBox) size. */
  mediaWidth: number;
  mediaHeight: number;
  /** Where the artwork's top left corner (bleed included) goes, from the page's top left. */
  artX: number;
  artY: number;
  /** The artwork's size, bleed included. */
  artWidth: number;
  artHeight: number;
  trimBox?: [number, number, number, number];
  bleedBox?: [number, number, number, number];
  marks: [number, number, number, number][];
}

export function pageGeometry(
  size: { width: number; height: number; unit: PageUnit; bleed: number },
  printReady: boolean,
): PageGeometry {
  const unit = POINTS_PER_UNIT[size.unit];
  const width = size.width * unit;
  const height = size.height * unit;
  const bleed = size.bleed * unit;
  if (!printReady) {
    return {
      mediaWidth: width + 2 * bleed,
      mediaHeight: height + 2 * bleed,
      artX: 0,
      artY: 0,
      artWidth: width + 2 * bleed,
      artHeight: height + 2 * bleed,
      marks: [],
    };
  }
  const offset = Math.max(bleed, MARK_OFFSET_MIN);
  const margin = offset + SLUG;
  const mediaWidth = width + 2 * margin;
  const mediaHeight = height + 2 * margin;
  // Trim corners in top-left coordinates (pdfkit draws that way); boxes below are bottom-left.
  const left = margin;
  const right = margin + width;
  const top = margin;
  const bottom = margin + height;
  const marks: PageGeometry['marks'] = [];
  for (const x of [left, right]) {
    for (const y of [top, bottom]) {
      const outX = x === left ? -1 : 1;
      const outY = y === top ? -1 : 1;
      // A horizontal mark on the trim's y line and a vertical one on its x line, both pointing away.
      marks.push([x + outX * offset, y, x + outX * (offset + MARK_LENGTH), y]);
      marks.push([x, y + outY * offset, x, y + outY * (offset + MARK_LENGTH)]);
    }
  }
  return {
    mediaWidth,
    mediaHeight,
    artX: margin - bleed,
    artY: margin - bleed,
    artWidth: width + 2 * bleed,
    artHeight: height + 2 * bleed,
    trimBox: [margin, margin, margin + width, margin + height],
    bleedBox: [margin - bleed, margin - bleed, margin + width + bleed, margin + height + bleed],
    marks,
  };
}

/**
 * sRGB to CMYK by the usual naive formula (no ICC profile: no JS library applies one), in
 * percent as pdfkit takes it. Pure greys go on the black plate alone, so black text prints
 * with one ink and no registration blur.
 */
export function rgbToCmyk([r, g, b]: number[]): [number, number, number, number] {
  const [rr, gg, bb] = [r!, g!, b!].map((v) => v / 255) as [number, number, number];
  const k = 1 - Math.max(rr, gg, bb);
  if (k >= 1) return [0, 0, 0, 100];
  const pct = (v: number) => Math.round(v * 1000) / 10;
  if (rr === gg && gg === bb) return [0, 0, 0, pct(k)];
  return [pct((1 - rr - k) / (1 - k)), pct((1 - gg - k) / (1 - k)), pct((1 - bb - k) / (1 - k)), pct(k)];
}

/** Registration colour: crop marks print on every plate. */
export const REGISTRATION: [number, number, number, number] = [100, 100, 100, 100];
