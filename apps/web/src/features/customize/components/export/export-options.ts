import { type ExportFormat, type ExportRequest, PNG_MAX_WIDTH, type TemplateDocument } from '@stockroom/contract';

/** The PNG sizes offered: the page at 96 px per inch times these, while no wider than the renderer allows. */
const SCALES = [1, 2, 3, 4] as const;
const PX_PER_UNIT = { px: 1, mm: 96 / 25.4, in: 96 } as const;

export const pagePixels = (document: TemplateDocument) => ({
  width: Math.round(document.width * PX_PER_UNIT[document.unit]),
  height: Math.round(document.height * PX_PER_UNIT[document.unit]),
});

export function scaleOptions(document: TemplateDocument) {
  const { width, height } = pagePixels(document);
  return SCALES.filter((scale) => width * scale <= PNG_MAX_WIDTH).map((scale) => ({
    scale,
    label: `${scale}× (${width * scale} × ${height * scale} px)`,
  }));
}

export interface ExportChoice {
  format: ExportFormat;
  /** 1-based. */
  page: number;
  /** A scale from `scaleOptions`, or 'width' for a width in pixels. */
  size: number | 'width';
  width: string;
  printReady: boolean;
}

export const initialChoice: ExportChoice = { format: 'png', page: 1, size: 1, width: '', printReady: false };

/** Why the choice cannot be exported, or null. */
export function choiceProblem(choice: ExportChoice): string | null {
  if (choice.format !== 'png' || choice.size !== 'width') return null;
  const width = Number(choice.width);
  if (!Number.isInteger(width) || width < 16 || width > PNG_MAX_WIDTH) {
    return `Enter a width from 16 to ${PNG_MAX_WIDTH} pixels`;
  }
  return null;
}

/** The export request the choice makes: PNG and SVG one page, PDF every page. */
export function exportRequest(choice: ExportChoice): ExportRequest {
  switch (choice.format) {
    case 'png':
      return choice.size === 'width'
        ? { format: 'png', page: choice.page, width: Number(choice.width), print_ready: false }
        : { format: 'png', page: choice.page, scale: choice.size, print_ready: false };
    case 'pdf':
      return { format: 'pdf', page: 1, print_ready: choice.printReady };
    case 'svg':
      return { format: 'svg', page: choice.page, print_ready: false };
  }
}
