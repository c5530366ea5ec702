/**
 * The fonts every render uses: the same TTF files the editor's preview loads, so that text takes
 * the same width (and breaks the same) in the browser, the PNG and the PDF. TTF, not woff: resvg
 * silently draws no text in a woff font.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { create, type Font } from 'fontkit';

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

const parsed = new Map<FontFace, Font>();
/**
 * Read and parsed once per thread, for every PDF to embed a subset of (pdfkit takes a parsed
 * font as it takes a file): parsing the tables anew for each export was most of a PDF's time.
 */
export function parsedFont(face: FontFace): Font {
  let font = parsed.get(face);
  if (!font) {
    const opened = create(readFileSync(`${FONT_DIR}${FACES[face]}`));
    if (!('layout' in opened)) throw new Error(`${FACES[face]} is a font collection`);
    font = opened;
    parsed.set(face, font);
  }
  return font;
}

export const fontFiles = () => Object.values(FACES).map((file) => `${FONT_DIR}${file}`);

/** The TTF file of one face, for what needs its bytes rather than a parsed font (subsetting). */
export const fontFileOf = (face: FontFace) => `${FONT_DIR}${FACES[face]}`;
