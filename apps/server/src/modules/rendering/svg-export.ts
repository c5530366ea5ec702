/**
 * The SVG export (decision 0026): the themed page, self-contained. By default its text stays text
 * with the fonts it uses embedded as subsets; with `outlines`, the text is drawn as paths and no
 * font is embedded (but for text on a path, which keeps its font).
 */
import { embedFonts } from './svg-fonts';
import { textToOutlines } from './svg-outlines';
import { parseSvg } from './svg-tree';

export interface SvgExportOptions {
  outlines?: boolean | undefined;
}

export async function selfContainedSvg(page: string, options: SvgExportOptions = {}): Promise<string> {
  const svg = options.outlines ? textToOutlines(page, parseSvg(page)) : page;
  return embedFonts(svg, parseSvg(svg));
}

/** The file: UTF-8, declared as such. */
export async function renderSvg(page: string, options: SvgExportOptions = {}): Promise<Uint8Array> {
  const svg = await selfContainedSvg(page, options);
  return new TextEncoder().encode(`<?xml version="1.0" encoding="UTF-8"?>\n${svg}`);
}
