import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { FONT_DIR, FONT_FAMILY } from './fonts';

export interface PngOptions {
  /** Width in pixels; else `scale` × the page's own size (at 96 px per inch). */
  width?: number | undefined;
  scale?: number | undefined;
}

/**
 * One page as a PNG. No system fonts: a render looks the same on every machine. resvg draws; libvips
 * (sharp) writes the file, in a third of resvg's encoding time and under half its size.
 */
export async function renderPng(svg: string, options: PngOptions): Promise<Uint8Array> {
  const fitTo = options.width
    ? ({ mode: 'width', value: Math.round(options.width) } as const)
    : ({ mode: 'zoom', value: options.scale ?? 1 } as const);
  const resvg = new Resvg(svg, {
    fitTo,
    font: {
      loadSystemFonts: false,
      fontDirs: [FONT_DIR],
      defaultFontFamily: FONT_FAMILY,
      // A generic family ("sans-serif") takes the bundled font too, as the PDF does.
      sansSerifFamily: FONT_FAMILY,
      serifFamily: FONT_FAMILY,
      monospaceFamily: FONT_FAMILY,
    },
    // Pages are built from sanitized templates with the logo inlined: there is nothing to fetch.
    imageRendering: 0,
    shapeRendering: 2,
    textRendering: 1,
  });
  const image = resvg.render();
  // resvg's pixels are premultiplied by their alpha; sharp undoes that as it writes.
  const raw = { width: image.width, height: image.height, channels: 4, premultiplied: true } as const;
  return sharp(image.pixels, { raw }).png().toBuffer();
}
