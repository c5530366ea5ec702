/**
 * Writes packages/contract/src/templates/font-metrics.ts: the advance widths of the bundled fonts,
 * so the browser editor and the server fit texts with the same numbers and no DOM (decision 0024).
 * Run again whenever a font in apps/server/assets/fonts changes:
 *
 *   node --import tsx scripts/generate-font-metrics.ts
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type FontFace, parsedFont } from '../apps/server/src/modules/rendering/fonts';

const FACES: FontFace[] = ['regular', 'italic', 'semibold', 'bold', 'black'];
const OUTPUT = fileURLToPath(new URL('../packages/contract/src/templates/font-metrics.ts', import.meta.url));

// The blocks a marketing text in a Latin script plausibly uses. The font's other corners (Latin
// Extended-B, Greek, Cyrillic, Vietnamese, emoji) are left out to keep the module a few KB gzipped:
// they measure with the conservative fallback.
const BLOCKS: [number, number][] = [
  [0x20, 0x7e], // ASCII
  [0xa0, 0x17f], // Latin-1 Supplement, Latin Extended-A
  [0x218, 0x21b], // Romanian Ș ș Ț ț
  [0x2c6, 0x2dd], // spacing accents (ˆ ˜)
  [0x300, 0x36f], // combining marks (a decomposed é)
  [0x2000, 0x20cf], // punctuation, super- and subscripts, currency
  [0x2100, 0x215f], // letterlike (™ №), fractions
  [0x2190, 0x2199], // arrows
  [0x2200, 0x22ff], // maths (− ≤ ≥ ≠ ∞)
  [0x25a0, 0x25ff], // geometric shapes (■ ●)
  [0xfb00, 0xfb06], // Latin ligatures
];

const fonts = FACES.map((face) => parsedFont(face));
// One list of code points for all faces: only those every face maps, so one face never measures a
// character with another's fallback.
const codePoints: number[] = [];
for (const [first, last] of BLOCKS) {
  for (let cp = first; cp <= last; cp++) if (fonts.every((font) => font.hasGlyphForCodePoint(cp))) codePoints.push(cp);
}

/** Consecutive code points as `first-last` runs, base 36, so the list stays a short string. */
function ranges(points: number[]) {
  const runs: string[] = [];
  for (let i = 0; i < points.length; ) {
    let j = i;
    while (j + 1 < points.length && points[j + 1] === points[j]! + 1) j++;
    runs.push(i === j ? points[i]!.toString(36) : `${points[i]!.toString(36)}-${points[j]!.toString(36)}`);
    i = j + 1;
  }
  return runs.join(',');
}

// The pairs whose kerning pushes glyphs apart are added to a measure (the many pairs kerned inwards
// are not): scanned among the characters a text commonly holds, as the scan takes every pair.
const KERNED_BLOCKS: [number, number][] = [
  [0x20, 0x7e],
  [0xa0, 0x17f],
  [0x2000, 0x206f],
  [0x20a0, 0x20cf],
  [0x2100, 0x214f],
];
if (codePoints.length > 36 ** 2) throw new Error('Pair indices take 2 base-36 digits: too many code points');
const kerned = codePoints.filter((cp) => KERNED_BLOCKS.some(([first, last]) => cp >= first && cp <= last));
const UNSUBSTITUTED = { liga: false, dlig: false, clig: false, calt: false, rlig: false };

/** `pair index → extra width`, for the pairs the font (as resvg shapes it) draws wider than their advances. */
function outwardKerns(font: ReturnType<typeof parsedFont>) {
  const advance = (cp: number) => font.glyphForCodePoint(cp).advanceWidth;
  const found = new Map<string, number>();
  const note = (left: number, right: number, extra: number) => {
    if (extra > 0) found.set(`${codePoints.indexOf(left)},${codePoints.indexOf(right)}`, extra);
  };
  for (const left of kerned) {
    // One run `a b1 a b2 …` holds every pair a·b and b·a: each glyph's extra advance is its kern.
    const sequence = kerned.flatMap((right) => [left, right]);
    const text = String.fromCodePoint(...sequence);
    const run = font.layout(text, UNSUBSTITUTED);
    const plain = run.glyphs.length === sequence.length;
    if (plain) {
      for (let i = 0; i < sequence.length; i += 2)
        note(left, sequence[i + 1]!, run.positions[i]!.xAdvance - advance(left));
    }
    // A row where a ligature joins (or a run composes) characters is shaped pair by pair, as drawn.
    if (plain && font.layout(text).glyphs.length === sequence.length) continue;
    for (const right of kerned) {
      const drawn = font.layout(String.fromCodePoint(left, right)).positions.reduce((sum, p) => sum + p.xAdvance, 0);
      note(left, right, drawn - advance(left) - advance(right));
    }
  }
  return found;
}

/**
 * Characters that kern alike (Á as A, – as -) share a class: the pairs are kept as class pairs, a
 * fraction of their number. Indices and widths are 2 base-36 digits each.
 */
function encodeKerns(kerns: Map<string, number>) {
  const pairs = [...kerns].map(
    ([pair, extra]) => [...(pair.split(',').map(Number) as [number, number]), extra] as const,
  );
  const classesOf = (side: 0 | 1) => {
    const signatures = new Map<number, string[]>();
    for (const pair of pairs)
      signatures.set(pair[side], [...(signatures.get(pair[side]) ?? []), `${pair[1 - side]}:${pair[2]}`]);
    const bySignature = new Map<string, number[]>();
    for (const [index, signature] of signatures) {
      const key = signature.sort().join(' ');
      bySignature.set(key, [...(bySignature.get(key) ?? []), index]);
    }
    const classes = [...bySignature.values()].map((members) => members.sort((x, y) => x - y));
    classes.sort((x, y) => x[0]! - y[0]!);
    const classOf = new Map(classes.flatMap((members, c) => members.map((m) => [m, c] as const)));
    return { classes, classOf };
  };
  const left = classesOf(0);
  const right = classesOf(1);
  const two = (n: number) => {
    if (n >= 36 ** 2) throw new Error(`${n} does not take 2 base-36 digits`);
    return n.toString(36).padStart(2, '0');
  };
  const classPairs = new Set(
    pairs.map(([l, r, extra]) => two(left.classOf.get(l)!) + two(right.classOf.get(r)!) + two(extra)),
  );
  const list = (classes: number[][]) => classes.map((members) => members.map(two).join('')).join(',');
  return { left: list(left.classes), right: list(right.classes), pairs: [...classPairs].sort().join('') };
}

const widthsOf = FACES.map((_, index) => codePoints.map((cp) => fonts[index]!.glyphForCodePoint(cp).advanceWidth));
const max = Math.max(...widthsOf.flat());
const digits = max.toString(36).length;

/** Strings of at most 99 characters (33 widths), one per line, so the formatter leaves the file as written. */
function chunked(value: string, indent: string) {
  const parts: string[] = [];
  for (let i = 0; i < value.length; i += 99) parts.push(`${indent}  '${value.slice(i, i + 99)}',`);
  return `[\n${parts.join('\n')}\n${indent}].join('')`;
}

const faceEntries = FACES.map((face, index) => {
  const font = fonts[index]!;
  const widths = widthsOf[index]!;
  // Unmapped characters measure as the widest mapped one: a fit may then be too cautious, never too bold.
  const fallback = Math.max(...widths);
  const encoded = widths.map((w) => w.toString(36).padStart(digits, '0')).join('');
  return [
    `  ${face}: {`,
    `    unitsPerEm: ${font.unitsPerEm},`,
    `    fallback: ${fallback},`,
    `    widths: ${chunked(encoded, '    ')},`,
    `    kerns: {`,
    ...Object.entries(encodeKerns(outwardKerns(font))).map(
      ([key, value]) => `      ${key}: ${chunked(value, '      ')},`,
    ),
    '    },',
    '  },',
  ].join('\n');
});

const source = `// Generated by \`node --import tsx scripts/generate-font-metrics.ts\` from apps/server/assets/fonts: do not edit.
// The advance widths (in font units) of the bundled Source Sans 3 faces, so that the browser and the
// server measure texts alike (decision 0024). A server test compares them with the TTF files.

export const FONT_FACES = [${FACES.map((face) => `'${face}'`).join(', ')}] as const;
export type FontFaceName = (typeof FONT_FACES)[number];

export interface FaceMetrics {
  unitsPerEm: number;
  /** The advance of a character the table lacks: the widest in it, so a measure errs wide. */
  fallback: number;
  /** ${digits} base-36 digits per code point of FONT_CODE_POINTS, in order. */
  widths: string;
  /**
   * The pairs drawn wider than their advances (kerned apart). \`left\` and \`right\` are classes of
   * characters that kern alike, comma-separated, each its members' indices in FONT_CODE_POINTS;
   * \`pairs\` runs of left class, right class and extra width. All 2 base-36 digits each.
   */
  kerns: { left: string; right: string; pairs: string };
}

/** The code points measured, as base-36 \`first-last\` runs. */
export const FONT_CODE_POINTS = ${chunked(ranges(codePoints), '')};

export const FONT_WIDTH_DIGITS = ${digits};

export const FONT_METRICS: Record<FontFaceName, FaceMetrics> = {
${faceEntries.join('\n')}
};
`;

writeFileSync(OUTPUT, source);
console.log(`Wrote ${OUTPUT}: ${codePoints.length} code points × ${FACES.length} faces.`);
