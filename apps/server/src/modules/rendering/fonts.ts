/**
 * The fonts every render uses: the same TTF files the editor's preview loads, so that text takes
 * the same width (and breaks the same) in the browser, the PNG and the PDF. TTF, not woff: resvg
 * silently draws no text in a woff font.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const FONT_DIR = fileURLToPath(new URL('../../../assets/fonts/', import.meta.url));
export const FONT_FAMILY = 'Source Sans 3';

const FACES = {
  regular: 'SourceSans3-Regular.ttf',
  italic: 'SourceSans3-It.ttf',
  semibold: 'SourceSans3-Semibold.ttf',
  bold: 'SourceSans3-Bold.ttf',
  black: 'SourceSans3-Black.ttf',
} as const;
export type FontFace = keyof typeof FACES;

/** The bundled face for a CSS weight and style; only the regular weight has an italic. */
export function faceFor(weight: string | undefined, italic: boolean): FontFace {
  const numeric = weight === 'bold' || weight === 'bolder' ? 700 : Number(weight) || 400;
  if (numeric >= 850) return 'black';
  if (numeric >= 650) return 'bold';
  if (numeric >= 550) return 'semibold';
  return italic ? 'italic' : 'regular';
}

const bytes = new Map<FontFace, Buffer>();
/** Read once per thread: every PDF embeds a subset of these. */
export function fontBytes(face: FontFace) {
  let data = bytes.get(face);
  if (!data) {
    data = readFileSync(`${FONT_DIR}${FACES[face]}`);
    bytes.set(face, data);
  }
  return data;
}

export const fontFiles = () => Object.values(FACES).map((file) => `${FONT_DIR}${file}`);
