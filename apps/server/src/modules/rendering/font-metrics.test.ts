/**
 * The contract's generated font metrics against the TTF files the renders draw with: the same
 * widths, a measure never narrower than the shaped text, and fitted lines that resvg draws inside
 * their box.
 */
import {
  advanceOf,
  FONT_CODE_POINTS,
  FONT_FACES,
  FONT_METRICS,
  type FontFaceName,
  fitText,
  measureText,
  type TextBox,
  textBoxRect,
} from '@stockroom/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { FONT_FAMILY, parsedFont } from './fonts';
import { renderPng } from './png';

const CORPUS = [
  'GRAND OPENING',
  'Fast fibre internet for the whole family',
  'Join us this Saturday for the grand opening of our new store: free coffee, games for the kids and more.',
  'Supercalifragilisticexpialidocious',
  'Café Niño – über schnell, Øresund, Ærø, Šťastný, Łódź',
  '$79 / $129 / $199',
  'Saturday, 10 am – 4 pm',
  '“Quoted” ‘text’ • bullets… €5 ™ ®',
  'AVATAR Type WAVE To Yo LT office fluffy',
  // Pairs the font kerns apart, which the measure adds back.
  'Staff (just joking) fjord f) [j] {j} V™ r®',
  'Chef’s “fix”: 50% off/only ¿jugo?',
];
// Whole-number font units: a difference beyond rounding is a real one.
const EPSILON = 1e-6;

function codePoints() {
  const points: number[] = [];
  for (const run of FONT_CODE_POINTS.split(',')) {
    const [first, last = first] = run.split('-').map((n) => Number.parseInt(n, 36)) as [number, number?];
    for (let cp = first; cp <= last; cp++) points.push(cp);
  }
  return points;
}

/** The width fontkit draws with its default features (kerning and ligatures), in font units. */
const shapedWidth = (text: string, face: FontFaceName) =>
  parsedFont(face)
    .layout(text)
    .positions.reduce((sum, position) => sum + position.xAdvance, 0);
const measured = (text: string, face: FontFaceName) => measureText(text, { size: FONT_METRICS[face].unitsPerEm, face });

describe('the generated font metrics', () => {
  it('equal the fonts’ advance widths, so they cannot go stale', () => {
    const points = codePoints();
    expect(points.length).toBeGreaterThan(500);
    for (const face of FONT_FACES) {
      const font = parsedFont(face);
      expect(FONT_METRICS[face].unitsPerEm).toBe(font.unitsPerEm);
      let widest = 0;
      for (const cp of points) {
        const advance = font.glyphForCodePoint(cp).advanceWidth;
        if (advanceOf(cp, face) !== advance)
          expect.fail(`${face} U+${cp.toString(16)}: ${advanceOf(cp, face)} ≠ ${advance}`);
        widest = Math.max(widest, advance);
      }
      // An unmapped character measures as the widest mapped one.
      expect(FONT_METRICS[face].fallback).toBe(widest);
    }
  });

  it('never measure a corpus text narrower than fontkit shapes it, in any face', () => {
    for (const face of FONT_FACES) {
      for (const text of CORPUS) {
        expect(measured(text, face), `${face}: ${text}`).toBeGreaterThanOrEqual(shapedWidth(text, face) - EPSILON);
      }
    }
  });

  it('never measure a pair of ASCII characters narrower than it is shaped', { timeout: 120_000 }, () => {
    const chars = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i));
    for (const face of FONT_FACES) {
      const narrow: string[] = [];
      for (const a of chars) {
        for (const b of chars) if (measured(a + b, face) < shapedWidth(a + b, face) - EPSILON) narrow.push(a + b);
      }
      expect(narrow, face).toEqual([]);
    }
  });
});

const WEIGHTS: Record<FontFaceName, string> = {
  regular: 'font-weight="400"',
  italic: 'font-weight="400" font-style="italic"',
  semibold: 'font-weight="600"',
  bold: 'font-weight="700"',
  black: 'font-weight="900"',
};
const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The ink's columns in a render of the fitted lines, drawn as render-page writes them. */
async function inkColumns(value: string, box: TextBox, pageWidth: number, scale: number) {
  const fit = fitText(value, box);
  const tspans = fit.lines.map((line, i) => `<tspan x="${box.x}" y="${fit.baselines[i]}">${escapeXml(line)}</tspan>`);
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pageWidth}" height="200" viewBox="0 0 ${pageWidth} 200">`,
    `<rect width="${pageWidth}" height="200" fill="#ffffff"/>`,
    `<text font-family="${FONT_FAMILY}" font-size="${fit.fontSize}" text-anchor="${box.anchor}" ${WEIGHTS[box.face]}`,
    ` fill="#000000">${tspans.join('')}</text></svg>`,
  ].join('');
  const png = await renderPng(svg, { scale });
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const columns: number[] = [];
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      const i = (y * info.width + x) * info.channels;
      if (data[i]! + data[i + 1]! + data[i + 2]! < 3 * 128) columns.push(x);
    }
  }
  return { fit, columns };
}

describe('fitted text drawn by resvg', () => {
  const cases: [string, FontFaceName][] = [
    ['GRAND OPENING', 'black'],
    ['Fast fibre internet for the whole family', 'regular'],
    ['Join us this Saturday for the grand opening of our new store: free coffee, games and more.', 'semibold'],
    ['$79 / $129 / $199', 'bold'],
    ['Saturday, 10 am – 4 pm', 'italic'],
    ['Café Niño – über schnell, Øresund', 'regular'],
    ['Supercalifragilisticexpialidocious', 'bold'],
  ];
  for (const anchor of ['start', 'middle', 'end'] as const) {
    it(`stays inside its box with text-anchor ${anchor}`, async () => {
      const scale = 2;
      const x = { start: 40, middle: 190, end: 340 }[anchor];
      for (const [value, face] of cases) {
        const box: TextBox = {
          ...{ x, y: 50, width: 300, height: 120, fontSize: 40, minSize: 20, lineHeight: 1.2 },
          ...{ valign: 'top', anchor, face, letterSpacing: 0 },
        };
        const { fit, columns } = await inkColumns(value, box, 380, scale);
        const rect = textBoxRect(box);
        const label = `${face} "${value}" → ${JSON.stringify(fit.lines)}`;
        expect(columns.length, label).toBeGreaterThan(50); // the text is really drawn
        // One pixel of antialiasing either side.
        expect(Math.min(...columns), label).toBeGreaterThanOrEqual(Math.floor(rect.x * scale) - 1);
        expect(Math.max(...columns), label).toBeLessThanOrEqual(Math.ceil((rect.x + rect.width) * scale) + 1);
        const widest = Math.max(...fit.lines.map((line) => measureText(line, { size: fit.fontSize, face })));
        // The ink spans about the widest line's measure: resvg drew the face that was measured.
        const inkWidth = Math.max(...columns) - Math.min(...columns);
        expect(inkWidth, label).toBeGreaterThan(0.95 * widest * scale);
      }
    });
  }
});
