import { MM_PER_UNIT, type PageUnit } from '@stockroom/contract';

/**
 * The most pixels a PNG export may have: 64 million, 256 MB while it is drawn (an A4 page at 8×
 * is 57 million). A 6000 px wide door hanger would be 93 million: too much memory for one render.
 */
export const PNG_MAX_PIXELS = 64_000_000;

/** A PNG's size in pixels: `width`, or `scale` × the page at 96 px per inch (1 when neither is given). */
export function pngPixelSize(
  page: { width: number; height: number; unit: PageUnit },
  options: { width?: number | undefined; scale?: number | undefined },
) {
  const pagePx = (page.width * MM_PER_UNIT[page.unit] * 96) / 25.4;
  const width = Math.round(options.width ?? pagePx * (options.scale ?? 1));
  const height = Math.round((width * page.height) / page.width);
  return { width, height, pixels: width * height };
}
