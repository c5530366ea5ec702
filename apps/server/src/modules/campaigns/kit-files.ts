/**
 * What each piece adds to a campaign kit (decision 0051): a print template (mm or in) its
 * print-ready PDF, every page in one file; a screen template (px) a PNG a page at its size, and an
 * SVG a page when the member asks for them.
 */
import type { ExportRequest, KitFile, KitRequest, TemplateDocument } from '@stockroom/contract';

export type PieceUse = 'print' | 'screen';

export const pieceUse = (document: TemplateDocument): PieceUse => (document.unit === 'px' ? 'screen' : 'print');

export function kitFiles(document: TemplateDocument, request: KitRequest): KitFile[] {
  if (pieceUse(document) === 'print') return [{ format: 'pdf', print_ready: true, page: null }];
  const pages = document.pages.map((_, index) => index + 1);
  return [
    ...pages.map((page) => ({ format: 'png' as const, print_ready: false, page })),
    ...(request.svg ? pages.map((page) => ({ format: 'svg' as const, print_ready: false, page })) : []),
  ];
}

/** The export a kit's file is, as POST /api/projects/{id}/exports would be asked for it. */
export const exportRequestOf = (file: KitFile): ExportRequest => ({
  format: file.format,
  print_ready: file.print_ready,
  page: file.page ?? 1,
});
