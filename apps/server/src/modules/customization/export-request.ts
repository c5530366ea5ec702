/**
 * What one export renders (DESIGN §1.7): every page for a PDF, the chosen page for PNG and SVG,
 * each in the project's theme with the logo inlined, and the bleed drawn in when print-ready.
 */
import {
  type ExportRequest,
  type PlacedPhoto,
  type ProjectValues,
  renderPageSvg,
  type TemplateDocument,
} from '@stockroom/contract';
import { fieldError } from '../../errors';
import { defaultPngWidth } from '../rendering/png-size';
import type { RenderRequest } from '../rendering/renderer';

/**
 * The request's own rules beyond the contract's: print-ready is for PDFs of print templates (a
 * screen template has no bleed or trim to mark), outlines for SVGs; the page must exist.
 */
export function checkExportRequest(request: ExportRequest, document: TemplateDocument) {
  if (request.print_ready && request.format !== 'pdf') {
    throw fieldError('print_ready', 'Print-ready is for PDF exports only');
  }
  if (request.print_ready && document.unit === 'px') {
    throw fieldError(
      'print_ready',
      'Print-ready is for print templates (sized in mm or inches); this one is made for screens',
    );
  }
  if (request.outlines && request.format !== 'svg') {
    throw fieldError('outlines', 'Text as outlines is for SVG exports only');
  }
  const pages = document.pages.length;
  if (request.format !== 'pdf' && request.page > pages) {
    throw fieldError('page', pages === 1 ? 'This template has one page' : `This template has ${pages} pages`);
  }
}

/** `{product slug}[-page-N][-print-ready]`, without the extension. */
export function exportBaseName(slug: string, request: ExportRequest, pageCount: number) {
  const page = request.format !== 'pdf' && pageCount > 1 ? `-page-${request.page}` : '';
  return `${slug}${page}${request.print_ready ? '-print-ready' : ''}`;
}

export function renderRequestFor(
  request: ExportRequest,
  document: TemplateDocument,
  values: ProjectValues & { slotPhotos?: Record<string, PlacedPhoto> },
  inlinedLogo: string,
  title: string,
): RenderRequest {
  const theme = { classes: values.classes, text: values.text, logo: inlinedLogo, slotPhotos: values.slotPhotos ?? {} };
  const indexes = request.format === 'pdf' ? document.pages.map((_, i) => i) : [request.page - 1];
  const bleed = request.print_ready ? document.bleed : 0;
  return {
    format: request.format,
    pages: indexes.map((i) => renderPageSvg(document, i, theme, { bleed: request.print_ready })),
    width: document.width,
    height: document.height,
    unit: document.unit,
    bleed,
    printReady: request.print_ready,
    cmyk: [...new Set(Object.values(values.classes).map((c) => c.color.toLowerCase()))],
    // Neither a width nor a scale: the template's own default, 300 dpi for print and 2× for screens.
    ...(request.format === 'png' &&
      (request.width !== undefined || request.scale === undefined) && {
        pngWidth: request.width ?? defaultPngWidth(document),
      }),
    ...(request.format === 'png' &&
      request.width === undefined &&
      request.scale !== undefined && { pngScale: request.scale }),
    ...(request.format === 'svg' && request.outlines && { outlines: true }),
    title,
  };
}
