/**
 * The area a text's letters cover, in user units, as the renders draw it: a boxed text by its
 * fitted lines, a fixed one-line text by its measured width. Heights are the face's ascender and
 * descender around each baseline, near enough to tell whether letters reach a margin.
 */

import type { SvgElement } from '../templates/document';
import { fontFaceFor, measureText } from '../templates/measure-text';
import { fillPlaceholders, fittedText } from '../templates/render-slots';
import { firstNumber, number } from '../templates/shape-bounds';
import { ownText } from '../templates/slots';
import type { TextAnchor } from '../templates/text-box';

/** Source Sans 3's ascender and descender, as shares of the font size. */
const ASCENDER = 0.72;
const DESCENDER = 0.21;

export interface Extent {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

export interface TextExtent extends Extent {
  anchor: TextAnchor;
  /** Where more lines go: down from a top-aligned box, up from a bottom-aligned one, both ways when middle. */
  valign: 'top' | 'middle' | 'bottom';
}

const across = (x: number, width: number, anchor: TextAnchor): [number, number] =>
  anchor === 'middle' ? [x - width / 2, x + width / 2] : anchor === 'end' ? [x - width, x] : [x, x + width];

const anchorOf = (value: string | undefined): TextAnchor => (value === 'middle' || value === 'end' ? value : 'start');

/** Null for a text that draws nothing, or whose letters cannot be placed without a renderer. */
export function textExtent(
  element: SvgElement,
  inherited: Record<string, string>,
  text: Record<string, string>,
): TextExtent | null {
  const fitted = fittedText(element, inherited, text);
  if (fitted) {
    const { box, fit } = fitted;
    if (fit.lines.length === 0) return null;
    const measure = (line: string) =>
      measureText(line, { size: fit.fontSize, face: box.face, letterSpacing: box.letterSpacing });
    const spans = fit.lines.map((line) => across(box.x, measure(line), box.anchor));
    return {
      x0: Math.min(...spans.map((s) => s[0])),
      x1: Math.max(...spans.map((s) => s[1])),
      y0: fit.baselines[0]! - ASCENDER * fit.fontSize,
      y1: fit.baselines[fit.baselines.length - 1]! + DESCENDER * fit.fontSize,
      anchor: box.anchor,
      valign: box.valign,
    };
  }
  // A fixed text: one line of plain text, sized on itself.
  const attrs = element.attrs;
  const size = number(attrs['font-size']);
  const content = fillPlaceholders(ownText(element), text).replace(/\s+/g, ' ').trim();
  if (!(size > 0) || !content || element.children.some((child) => typeof child !== 'string')) return null;
  const attr = (name: string) => attrs[name] ?? inherited[name];
  const face = fontFaceFor(attr('font-weight'), (attr('font-style') ?? 'normal') !== 'normal');
  const letterSpacing = number(attr('letter-spacing'));
  const anchor = anchorOf(attr('text-anchor'));
  const y = firstNumber(attrs.y);
  const [x0, x1] = across(firstNumber(attrs.x), measureText(content, { size, face, letterSpacing }), anchor);
  return { x0, x1, y0: y - ASCENDER * size, y1: y + DESCENDER * size, anchor, valign: 'top' };
}
