import { FONT_CODE_POINTS, FONT_METRICS, FONT_WIDTH_DIGITS, type FontFaceName } from './font-metrics';

/**
 * The bundled face for a CSS weight and style; only the regular weight has an italic. The same rule
 * as the server's font choice, so that a text is measured in the face that draws it.
 */
export function fontFaceFor(weight: string | undefined, italic: boolean): FontFaceName {
  const numeric = weight === 'bold' || weight === 'bolder' ? 700 : Number(weight) || 400;
  if (numeric >= 850) return 'black';
  if (numeric >= 650) return 'bold';
  if (numeric >= 550) return 'semibold';
  return italic ? 'italic' : 'regular';
}

export interface MeasureOptions {
  /** The font size, in user units. */
  size: number;
  face: FontFaceName;
  /** Added after every character, as SVG's `letter-spacing` does; in user units. */
  letterSpacing?: number;
}

interface Table {
  advances: Map<number, number>;
  /** Extra width of a pair kerned apart, by `left × PAIR + right`. */
  kerns: Map<number, number>;
}

const PAIR = 0x110000;
let codePoints: number[] | undefined;
const tables = new Map<FontFaceName, Table>();

const digitsOf = (value: string, size: number) =>
  Array.from({ length: value.length / size }, (_, i) => Number.parseInt(value.slice(i * size, (i + 1) * size), 36));

/** The generated table decoded once per face, on first use. */
function tableOf(face: FontFaceName): Table {
  const known = tables.get(face);
  if (known) return known;
  if (!codePoints) {
    codePoints = [];
    for (const run of FONT_CODE_POINTS.split(',')) {
      const [first, last = first] = run.split('-').map((n) => Number.parseInt(n, 36)) as [number, number?];
      for (let cp = first; cp <= last; cp++) codePoints.push(cp);
    }
  }
  const points = codePoints;
  const metrics = FONT_METRICS[face];
  const widths = digitsOf(metrics.widths, FONT_WIDTH_DIGITS);
  const advances = new Map(points.map((cp, i) => [cp, widths[i]!]));
  const classes = (list: string) => list.split(',').map((members) => digitsOf(members, 2).map((i) => points[i]!));
  const left = classes(metrics.kerns.left);
  const right = classes(metrics.kerns.right);
  const kerns = new Map<number, number>();
  const runs = digitsOf(metrics.kerns.pairs, 2);
  for (let i = 0; i < runs.length; i += 3) {
    for (const l of left[runs[i]!]!) for (const r of right[runs[i + 1]!]!) kerns.set(l * PAIR + r, runs[i + 2]!);
  }
  const table = { advances, kerns };
  tables.set(face, table);
  return table;
}

/** The advance width of one code point in font units: the table's, or the face's (wide) fallback. */
export function advanceOf(codePoint: number, face: FontFaceName) {
  return tableOf(face).advances.get(codePoint) ?? FONT_METRICS[face].fallback;
}

/**
 * The width of a text on one line, in user units: the advance widths, plus the few pairs the font
 * kerns apart. The many pairs kerned inwards are left out, so the measure is never narrower than the
 * drawn text (a server test compares it with fontkit's shaping), only sometimes a little wider.
 */
export function measureText(text: string, { size, face, letterSpacing = 0 }: MeasureOptions) {
  const { advances, kerns } = tableOf(face);
  const { fallback, unitsPerEm } = FONT_METRICS[face];
  let units = 0;
  let count = 0;
  let previous = -1;
  for (const char of text) {
    const cp = char.codePointAt(0)!;
    units += (advances.get(cp) ?? fallback) + (kerns.get(previous * PAIR + cp) ?? 0);
    previous = cp;
    count++;
  }
  return (units * size) / unitsPerEm + letterSpacing * count;
}
