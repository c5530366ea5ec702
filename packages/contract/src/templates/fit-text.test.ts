import { describe, expect, it } from 'vitest';
import { fitText, textBoxRect } from './fit-text';
import { FONT_FACES } from './font-metrics';
import { fontFaceFor, measureText } from './measure-text';
import type { TextBox } from './text-box';

const box = (over: Partial<TextBox> = {}): TextBox => ({
  x: 100,
  y: 40,
  width: 300,
  height: 48, // one line at full size
  fontSize: 40,
  minSize: 28,
  lineHeight: 1.2,
  valign: 'top',
  anchor: 'start',
  face: 'regular',
  letterSpacing: 0,
  ...over,
});
const twoLines = (over: Partial<TextBox> = {}) => box({ height: 96, ...over });

const LONG =
  'Join us this Saturday for the grand opening of our new store: free coffee, games for the kids and a chance to win a year of free internet.';
const CORPUS = [
  'GRAND OPENING',
  'Fast fibre for all',
  'Fast fibre internet for the whole family',
  LONG,
  'Supercalifragilisticexpialidocious',
  'Café Niño – über schnell, Øresund',
  '$79 / $129 / $199',
  'Saturday, 10 am – 4 pm',
  'Call us\nor visit us',
  'Plenty    of \t spaces',
  '“Quoted” ‘text’ • bullets… €5 ™',
  'Staff (just joking) fjord',
  '',
];
const widthOf = (line: string, b: TextBox, size: number) =>
  measureText(line, { size, face: b.face, letterSpacing: b.letterSpacing });
const chars = (value: string) => [...value];

describe('fitText', () => {
  it('keeps a short text at full size on one line, its baseline at y', () => {
    expect(fitText('GRAND OPENING', box())).toEqual({
      fontSize: 40,
      lines: ['GRAND OPENING'],
      baselines: [40],
      overflow: 0,
    });
  });

  it('wraps a longer text before it shrinks', () => {
    const value = 'Fast fibre internet for all';
    expect(widthOf(value, box(), 40)).toBeGreaterThan(300);
    expect(fitText(value, twoLines())).toEqual({
      fontSize: 40,
      lines: ['Fast fibre internet', 'for all'],
      baselines: [40, 88],
      overflow: 0,
    });
  });

  it('shrinks before it refuses, in steps between the full and the minimum size', () => {
    const fit = fitText('Saturday, 10 am – 4 pm', box());
    expect(fit).toMatchObject({ lines: ['Saturday, 10 am – 4 pm'], overflow: 0 });
    expect(fit.fontSize).toBeLessThan(40);
    expect(fit.fontSize).toBeGreaterThanOrEqual(28);
    // The first baseline moves up with the smaller size: the box's top (y - 0.8 × 40) stays put.
    expect(fit.baselines).toEqual([Math.round((8 + 0.8 * fit.fontSize) * 100) / 100]);
    const steps = Array.from({ length: 41 }, (_, i) => Math.round((40 - (12 * i) / 40) * 100) / 100);
    expect(steps).toContain(fit.fontSize);
    // The next step up would not have fitted.
    expect(widthOf(fit.lines[0]!, box(), fit.fontSize + 0.3)).toBeGreaterThan(300);
  });

  it('never goes below the minimum size, and counts the characters too many', () => {
    const fit = fitText(LONG, twoLines());
    expect(fit.fontSize).toBe(28);
    expect(fit.overflow).toBeGreaterThan(0);
    const kept = chars(LONG)
      .slice(0, chars(LONG).length - fit.overflow)
      .join('');
    // Removing exactly `overflow` characters from the end fits; one character fewer removed does not.
    expect(fitText(kept, twoLines()).overflow).toBe(0);
    expect(
      fitText(
        chars(LONG)
          .slice(0, chars(LONG).length - fit.overflow + 1)
          .join(''),
        twoLines(),
      ).overflow,
    ).toBe(1);
    // What fits is shown, as lines at the minimum size.
    expect(fit.lines.join(' ')).toBe(kept.replace(/\s+/g, ' ').trim());
    expect(fit.lines).toHaveLength(2);
  });

  it('overflows a word too long for the box even at the minimum size', () => {
    const word = 'Supercalifragilisticexpialidocious';
    const fit = fitText(word, box({ width: 200 }));
    expect(fit.fontSize).toBe(28);
    expect(fit.overflow).toBeGreaterThan(0);
    expect(fit.lines).toEqual([word.slice(0, word.length - fit.overflow)]);
    // In a wider box the same word only shrinks.
    expect(fitText(word, box({ width: 480 })).overflow).toBe(0);
  });

  it('breaks at typed line breaks, collapses spaces and ignores surrounding blank lines', () => {
    const b = box({ height: 200 });
    expect(fitText('Call us\nor visit us', b).lines).toEqual(['Call us', 'or visit us']);
    expect(fitText('Call us\r\nor visit us', b).lines).toEqual(['Call us', 'or visit us']);
    expect(fitText('\n  Plenty    of \t spaces  \n\n', b).lines).toEqual(['Plenty of spaces']);
    expect(fitText('One\n\nTwo', b).lines).toEqual(['One', '', 'Two']);
    // Two typed lines in a one-line box: the size steps down until both lines fit its height, or overflows.
    expect(fitText('Call us\nor visit us', box()).overflow).toBeGreaterThan(0);
    expect(fitText('Call us\nor visit us', box({ minSize: 20 })).fontSize).toBe(20);
  });

  it('fits an empty or blank value with no lines', () => {
    for (const value of ['', '   ', '\n \n']) {
      expect(fitText(value, box())).toEqual({ fontSize: 40, lines: [], baselines: [], overflow: 0 });
    }
  });

  it('places the lines at the top, middle or bottom of the box', () => {
    const b = box({ height: 144 }); // three lines at full size; the box's top is at 8
    expect(fitText('One line', b).baselines).toEqual([40]);
    expect(fitText('One line', { ...b, valign: 'middle' }).baselines).toEqual([88]);
    expect(fitText('One line', { ...b, valign: 'bottom' }).baselines).toEqual([136]);
    expect(fitText('Two\nlines', { ...b, valign: 'bottom' }).baselines).toEqual([88, 136]);
    const shrunk = fitText(LONG.slice(0, 90), { ...b, valign: 'middle' });
    expect(shrunk.fontSize).toBeLessThan(40);
    const pitch = 1.2 * shrunk.fontSize;
    const top = 8 + (144 - shrunk.lines.length * pitch) / 2;
    expect(shrunk.baselines[0]).toBeCloseTo(top + 0.8 * shrunk.fontSize, 2);
  });

  it('keeps every line within the width, at or above the minimum size, in every face', () => {
    for (const face of FONT_FACES) {
      for (const b of [box({ face }), twoLines({ face }), twoLines({ face, width: 180, letterSpacing: 2 })]) {
        for (const value of CORPUS) {
          const fit = fitText(value, b);
          expect(fit.fontSize).toBeGreaterThanOrEqual(b.minSize);
          expect(fit.fontSize).toBeLessThanOrEqual(b.fontSize);
          expect(fit.lines.length).toBe(fit.baselines.length);
          for (const line of fit.lines) expect(widthOf(line, b, fit.fontSize)).toBeLessThanOrEqual(b.width + 1e-6);
          if (fit.overflow > 0) expect(fit.fontSize).toBe(b.minSize);
        }
      }
    }
  });

  it('is deterministic', () => {
    const b = twoLines({ width: 400 });
    const runs = CORPUS.map((value) => JSON.stringify(fitText(value, b)));
    expect(CORPUS.map((value) => JSON.stringify(fitText(value, b)))).toEqual(runs);
    // A fixed case, so that a change to the metrics or the algorithm (which would move line breaks
    // that saved projects were previewed with) is seen.
    expect(fitText('Saturday, 10 am – 4 pm at our new store', b)).toEqual({
      fontSize: 40,
      lines: ['Saturday, 10 am – 4 pm', 'at our new store'],
      baselines: [40, 88],
      overflow: 0,
    });
  });
});

describe('measureText', () => {
  it('adds advances by code point, and letter spacing after each', () => {
    const base = measureText('Café', { size: 40, face: 'regular' });
    expect(measureText('Café', { size: 40, face: 'regular', letterSpacing: 2 })).toBeCloseTo(base + 8);
    expect(measureText('Cafe\u0301', { size: 40, face: 'regular' })).toBeCloseTo(base); // a combining accent has no advance
    expect(measureText('Café', { size: 80, face: 'regular' })).toBeCloseTo(2 * base);
    expect(measureText('Café', { size: 40, face: 'black' })).toBeGreaterThan(base);
    // A character the table lacks measures wide rather than narrow.
    expect(measureText('😀', { size: 40, face: 'regular' })).toBeGreaterThan(
      measureText('M', { size: 40, face: 'regular' }),
    );
  });

  it('picks the face as the server does', () => {
    expect(fontFaceFor(undefined, false)).toBe('regular');
    expect(fontFaceFor('normal', true)).toBe('italic');
    expect(fontFaceFor('600', true)).toBe('semibold');
    expect(fontFaceFor('bold', false)).toBe('bold');
    expect(fontFaceFor('700', true)).toBe('bold');
    expect(fontFaceFor('900', false)).toBe('black');
  });
});

describe('textBoxRect', () => {
  it('runs right of x, centred on it or left of it', () => {
    expect(textBoxRect(box())).toEqual({ x: 100, y: 8, width: 300, height: 48 });
    expect(textBoxRect(box({ anchor: 'middle' }))).toEqual({ x: -50, y: 8, width: 300, height: 48 });
    expect(textBoxRect(box({ anchor: 'end' }))).toEqual({ x: -200, y: 8, width: 300, height: 48 });
  });
});
