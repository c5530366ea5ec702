import {
  type ExportFormat,
  type ExportRequest,
  MM_PER_UNIT,
  PNG_MAX_WIDTH,
  type TemplateDocument,
} from '@stockroom/contract';

/**
 * The PNG sizes offered. A print template (mm or in) is sized in dots per inch at its trim size,
 * 300 for a print shop and 150 for a draft; a screen template (px) in multiples of its own size, 2×
 * by default for high-density screens. The server picks the same default when a request names no
 * size, so the default is sent as nothing and the label only shows what it will be.
 */
const PRINT_DPI = [300, 150] as const;
const SCALES = [1, 2, 3, 4] as const;
const DEFAULT_SCALE = 2;
/** The server's limit on one PNG's pixels (its memory while drawing); larger sizes are not offered. */
const PNG_MAX_PIXELS = 64_000_000;

export const isPrintTemplate = (document: TemplateDocument) => document.unit !== 'px';

/** A PNG of this width, in the page's shape. */
export const pngSize = (document: TemplateDocument, width: number) => ({
  width,
  height: Math.round((width * document.height) / document.width),
});

const pixelsLabel = ({ width, height }: { width: number; height: number }) =>
  `${width.toLocaleString('en-US')} × ${height.toLocaleString('en-US')} px`;

/** The width nearest `wanted` that the server renders: within PNG_MAX_WIDTH and PNG_MAX_PIXELS. */
function allowedWidth(document: TemplateDocument, wanted: number) {
  const aspect = document.height / document.width;
  let width = Math.round(Math.min(wanted, PNG_MAX_WIDTH, Math.sqrt(PNG_MAX_PIXELS / aspect)));
  while (width * Math.round(width * aspect) > PNG_MAX_PIXELS) width -= 1;
  return Math.max(width, 16);
}

export interface PngSizeOption {
  /** `px:<width>` for a size in dpi, `scale:<n>` for a multiple of a screen template's size. */
  value: string;
  label: string;
  width: number;
  height: number;
  /** The size a request without one gets. */
  isDefault: boolean;
}

/** The sizes offered for this template, in the order shown; one is the default. */
export function pngSizeOptions(document: TemplateDocument): PngSizeOption[] {
  const options: PngSizeOption[] = [];
  if (isPrintTemplate(document)) {
    const inches = (document.width * MM_PER_UNIT[document.unit]) / 25.4;
    for (const dpi of PRINT_DPI) {
      const size = pngSize(document, allowedWidth(document, inches * dpi));
      const value = `px:${size.width}`;
      if (options.some((o) => o.value === value)) continue;
      const reached = Math.round(size.width / inches);
      const label =
        reached >= dpi
          ? `${dpi} dpi (${pixelsLabel(size)})`
          : `${reached} dpi (${pixelsLabel(size)}), the largest allowed`;
      options.push({ value, label, ...size, isDefault: options.length === 0 });
    }
    return options;
  }
  for (const scale of SCALES) {
    const size = pngSize(document, Math.round(document.width * scale));
    if (size.width > PNG_MAX_WIDTH || size.width * size.height > PNG_MAX_PIXELS) continue;
    const label = `${scale}× (${pixelsLabel(size)})`;
    options.push({ value: `scale:${scale}`, label, ...size, isDefault: scale === DEFAULT_SCALE });
  }
  if (!options.some((o) => o.isDefault)) {
    // A page too large for 2×: the default is the largest PNG allowed, as the server draws it.
    const size = pngSize(document, allowedWidth(document, document.width * DEFAULT_SCALE));
    options.push({
      value: `px:${size.width}`,
      label: `${pixelsLabel(size)}, the largest allowed`,
      ...size,
      isDefault: true,
    });
  }
  return options;
}

/** The size option shown for a choice: the default until the member picks one ('width' for a typed width). */
export function shownSize(document: TemplateDocument, choice: ExportChoice) {
  if (choice.size !== DEFAULT_SIZE) return choice.size;
  return pngSizeOptions(document).find((o) => o.isDefault)?.value ?? 'width';
}

/** The template's own default size: sent as no size, which the server sizes the same way. */
export const DEFAULT_SIZE = 'default';

export interface ExportChoice {
  format: ExportFormat;
  /** 1-based. */
  page: number;
  /** DEFAULT_SIZE, an option's `value` from `pngSizeOptions`, or 'width' for a width in pixels. */
  size: string;
  width: string;
  printReady: boolean;
  /** SVG only: the text as shapes rather than text with its fonts embedded. */
  outlines: boolean;
}

export const initialChoice: ExportChoice = {
  format: 'png',
  page: 1,
  size: DEFAULT_SIZE,
  width: '',
  printReady: false,
  outlines: false,
};

/** Why the choice cannot be exported, or null. */
export function choiceProblem(choice: ExportChoice): string | null {
  if (choice.format !== 'png' || choice.size !== 'width') return null;
  const width = Number(choice.width);
  if (!Number.isInteger(width) || width < 16 || width > PNG_MAX_WIDTH) {
    return `Enter a width from 16 to ${PNG_MAX_WIDTH} pixels`;
  }
  return null;
}

function pngRequestSize(choice: ExportChoice): { width?: number; scale?: number } {
  if (choice.size === 'width') return { width: Number(choice.width) };
  const [kind, amount] = choice.size.split(':');
  if (kind === 'px') return { width: Number(amount) };
  if (kind === 'scale') return { scale: Number(amount) };
  return {};
}

/** The export request the choice makes: PNG and SVG one page, PDF every page. */
export function exportRequest(choice: ExportChoice): ExportRequest {
  switch (choice.format) {
    case 'png':
      return { format: 'png', page: choice.page, ...pngRequestSize(choice), print_ready: false };
    case 'pdf':
      return { format: 'pdf', page: 1, print_ready: choice.printReady };
    case 'svg':
      return { format: 'svg', page: choice.page, print_ready: false, ...(choice.outlines && { outlines: true }) };
  }
}
