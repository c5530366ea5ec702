import { MM_PER_UNIT, type PageUnit, PNG_MAX_WIDTH } from '@stockroom/contract';

/**
 * The most pixels a PNG export may have: 64 million, 256 MB while it is drawn (an A4 page at 8×
 * is 57 million). A 6000 px wide door hanger would be 93 million: too much memory for one render.
 */
export const PNG_MAX_PIXELS = 64_000_000;

/** A PNG's size in pixels: `width`, or `scale` × the page at 96 px per inch (1 when neither is given; exports always give one, see `defaultPngWidth`). */
export function pngPixelSize(
  page: { width: number; height: number; unit: PageUnit },
  options: { width?: number | undefined; scale?: number | undefined },
) {
  const pagePx = (page.width * MM_PER_UNIT[page.unit] * 96) / 25.4;
  const width = Math.round(options.width ?? pagePx * (options.scale ?? 1));
  const height = Math.round((width * page.height) / page.width);
  return { width, height, pixels: width * height };
}

/** Print shops and photo labs expect 300 dpi at the trim size; screens get twice their size for sharp high-density displays. */
export const PRINT_PNG_DPI = 300;
export const SCREEN_PNG_SCALE = 2;

/**
 * The width of a PNG exported without a `width` or `scale`: a print page (mm or in) at 300 dpi at
 * its trim size (2550 × 3300 for US Letter), a screen page (px) at 2×. A page too large for that
 * (a 24 in decal would be 7200 px wide) gets the largest size allowed, in the same shape.
 */
export function defaultPngWidth(page: { width: number; height: number; unit: PageUnit }) {
  const wanted =
    page.unit === 'px' ? page.width * SCREEN_PNG_SCALE : ((page.width * MM_PER_UNIT[page.unit]) / 25.4) * PRINT_PNG_DPI;
  const aspect = page.height / page.width;
  let width = Math.round(Math.min(wanted, PNG_MAX_WIDTH, Math.sqrt(PNG_MAX_PIXELS / aspect)));
  // The height is rounded too, which can tip a page at the pixel limit just over it.
  while (width * Math.round(width * aspect) > PNG_MAX_PIXELS) width -= 1;
  return Math.max(width, 16);
}
