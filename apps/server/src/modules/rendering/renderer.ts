import type { ExportFormat, PageUnit } from '@stockroom/contract';

/**
 * One render: the pages as complete SVG documents already in the member's theme (the contract's
 * `renderPageSvg`, with the logo inlined as a data: address and, when print-ready, the bleed).
 */
export interface RenderRequest {
  format: ExportFormat;
  /** One SVG document per page; PNG and SVG take exactly one. */
  pages: string[];
  /** The trim size of a page in `unit`. */
  width: number;
  height: number;
  unit: PageUnit;
  /** Bleed on each side in `unit`, already drawn into `pages`; > 0 only when print-ready. */
  bleed: number;
  /** PDF only: crop marks, TrimBox/BleedBox, and `cmyk` colours written as CMYK. */
  printReady: boolean;
  /** The theme's colours (#rrggbb) that a print-ready PDF writes as CMYK. */
  cmyk: string[];
  /** PNG only: the width in pixels, else `scale` × the page's size at 96 px per inch. */
  pngWidth?: number;
  pngScale?: number;
  /** SVG only: the text drawn as outlines rather than embedded in font subsets. */
  outlines?: boolean;
  /** The PDF's title. */
  title: string;
}

export interface RenderResult {
  bytes: Uint8Array;
  contentType: string;
  /** The file name's extension, without the dot. */
  extension: string;
}

/** Renders off the event loop (a worker pool), so that a render never blocks other requests. */
export interface Renderer {
  render(request: RenderRequest, onProgress?: (done: number, total: number) => void): Promise<RenderResult>;
  close(): Promise<void>;
}
