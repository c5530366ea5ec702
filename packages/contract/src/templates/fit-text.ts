import { measureText } from './measure-text';
import type { TextBox } from './text-box';

export interface FittedText {
  /** The size the text is drawn at, in user units. */
  fontSize: number;
  lines: string[];
  /** The y of each line's baseline, in user units. */
  baselines: number[];
  /** 0 when the text fits; else how many characters (code points) too many. */
  overflow: number;
}

/** The sizes tried, from the full size down to the minimum. */
const STEPS = 40;
// A width or height that matches to the last bit of floating point still fits.
const EPSILON = 1e-6;
// The first baseline lies this share of the font size below the box's top (decision 0024). In Source
// Sans 3 capitals are 0.66 em tall and an accented capital (É) 0.84 em: accents may touch the top.
const ASCENT = 0.8;

const round = (value: number) => Math.round(value * 100) / 100;

/** The paragraphs of a value: a typed line break always breaks; blank lines around the text are dropped. */
function paragraphsOf(value: string) {
  const paragraphs = value.split(/\r\n|\r|\n/).map((p) => p.replace(/\s+/g, ' ').trim());
  let first = 0;
  let last = paragraphs.length;
  while (first < last && paragraphs[first] === '') first++;
  while (last > first && paragraphs[last - 1] === '') last--;
  return paragraphs.slice(first, last);
}

/**
 * The lines at one size, words wrapped greedily at spaces; undefined when they are more than the box
 * holds or a word is wider than it.
 */
function linesAt(paragraphs: string[], box: TextBox, size: number) {
  const capacity = Math.max(1, Math.floor(box.height / (box.lineHeight * size) + EPSILON));
  const limit = box.width + EPSILON;
  const measure = (text: string) => measureText(text, { size, face: box.face, letterSpacing: box.letterSpacing });
  const lines: string[] = [];
  for (const paragraph of paragraphs) {
    let line = '';
    for (const word of paragraph ? paragraph.split(' ') : []) {
      const candidate = line ? `${line} ${word}` : word;
      if (measure(candidate) <= limit) line = candidate;
      else if (!line || measure(word) > limit) return undefined;
      else {
        lines.push(line);
        line = word;
        if (lines.length >= capacity) return undefined;
      }
    }
    lines.push(line);
    if (lines.length > capacity) return undefined;
  }
  return lines;
}

function placed(lines: string[], box: TextBox, size: number, overflow: number): FittedText {
  const pitch = box.lineHeight * size;
  const spare = box.height - lines.length * pitch;
  const offset = box.valign === 'middle' ? spare / 2 : box.valign === 'bottom' ? spare : 0;
  const first = textBoxTop(box) + ASCENT * size + offset;
  return { fontSize: size, lines, baselines: lines.map((_, i) => round(first + i * pitch)), overflow };
}

const textBoxTop = (box: TextBox) => box.y - ASCENT * box.fontSize;

/**
 * A value fitted into a box (decision 0024): wrapped at the full size, stepping the size down while
 * the lines are too many or a word too wide. Past the minimum size, the longest prefix that fits is
 * returned with the count of characters left out, so the editor can show what fits and say how much
 * to cut. Pure arithmetic on the generated metrics: the browser and the server break alike.
 */
export function fitText(value: string, box: TextBox): FittedText {
  const paragraphs = paragraphsOf(value);
  if (paragraphs.length === 0) return { fontSize: round(box.fontSize), lines: [], baselines: [], overflow: 0 };
  for (let step = 0; step <= STEPS; step++) {
    const size = round(box.fontSize - ((box.fontSize - box.minSize) * step) / STEPS);
    const lines = linesAt(paragraphs, box, size);
    if (lines) return placed(lines, box, size, 0);
  }
  // Too long even at the minimum: the longest prefix (in code points) that fits, by bisection.
  const minSize = round(box.minSize);
  const chars = [...value];
  let fitting = 0;
  let tooLong = chars.length;
  while (tooLong - fitting > 1) {
    const middle = Math.floor((fitting + tooLong) / 2);
    if (linesAt(paragraphsOf(chars.slice(0, middle).join('')), box, minSize)) fitting = middle;
    else tooLong = middle;
  }
  const lines = linesAt(paragraphsOf(chars.slice(0, fitting).join('')), box, minSize) ?? [];
  return placed(lines, box, minSize, chars.length - fitting);
}

/** The box's rectangle in user units: right of `x`, centred on it or left of it, as the anchor says. */
export function textBoxRect(box: TextBox) {
  const x = box.anchor === 'middle' ? box.x - box.width / 2 : box.anchor === 'end' ? box.x - box.width : box.x;
  return { x: round(x), y: round(textBoxTop(box)), width: round(box.width), height: round(box.height) };
}
