import type { SvgElement } from './document';
import type { FontFaceName } from './font-metrics';
import { fontFaceFor } from './measure-text';

export const TEXT_ANCHORS = ['start', 'middle', 'end'] as const;
export type TextAnchor = (typeof TEXT_ANCHORS)[number];
export const TEXT_VALIGNS = ['top', 'middle', 'bottom'] as const;
export type TextValign = (typeof TEXT_VALIGNS)[number];

/** Where and how a text is fitted (decision 0024); lengths in the text's user units. */
export interface TextBox {
  /** The first baseline's point at full size, as the SVG gives it. */
  x: number;
  y: number;
  width: number;
  height: number;
  fontSize: number;
  /** The smallest size the text may shrink to. */
  minSize: number;
  /** The line pitch as a ratio of the font size. */
  lineHeight: number;
  valign: TextValign;
  anchor: TextAnchor;
  face: FontFaceName;
  letterSpacing: number;
}

export type TextBoxResult = { box: TextBox } | { problems: string[] } | null;

const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;
const plainNumber = (value: string | undefined) =>
  value !== undefined && NUMBER.test(value.trim()) ? Number(value) : NaN;
const BOX_ATTRS = ['data-lines', 'data-height', 'data-line-height', 'data-min-size', 'data-valign'];
// Each moves or stretches characters on its own, which would undo the fitted lines.
const PLACING_ATTRS = ['dx', 'dy', 'rotate', 'textLength'];
// A style declaration beats the attribute the fit read, and the renders would draw another size.
const STYLED = /(?:^|;)\s*(font-size|font-weight|font-style|font|letter-spacing|text-anchor)\s*:/i;

const contentOf = (node: SvgElement): string =>
  node.children.map((child) => (typeof child === 'string' ? child : contentOf(child))).join(' ');

/** A short quote of the text's content, to name it in a problem. */
function quoteOf(element: SvgElement) {
  const chars = [...contentOf(element).replace(/\s+/g, ' ').trim()];
  if (chars.length === 0) return 'an empty text';
  if (chars.length <= 30) return `the text "${chars.join('')}"`;
  const start = chars.slice(0, 28).join('');
  const space = start.lastIndexOf(' ');
  return `the text "${(space > 15 ? start.slice(0, space) : start).trimEnd()}…"`;
}

/**
 * The box a `<text>` declares, from its attributes and those it inherits (the ancestors' attributes
 * merged, nearest wins): null when it declares none, or the problems that keep it from being fitted.
 */
export function textBoxOf(element: SvgElement, inherited: Record<string, string> = {}): TextBoxResult {
  const own = element.attrs;
  const name = quoteOf(element);
  const problems: string[] = [];
  const problem = (attr: string, advice: string) => problems.push(`${name} has ${attr}="${own[attr]}": ${advice}`);
  const inheritedAttr = (attr: string) => own[attr] ?? inherited[attr];
  const inheritedProblem = (attr: string, advice: string) =>
    problems.push(`${name} ${attr in own ? 'has' : 'inherits'} ${attr}="${inheritedAttr(attr)}": ${advice}`);

  const widthAttr = 'data-width' in own ? 'data-width' : 'data-max-width' in own ? 'data-max-width' : undefined;
  if (!widthAttr) {
    const stray = BOX_ATTRS.find((attr) => attr in own);
    return stray ? { problems: [`${name} has ${stray} but no data-width: give its box a width`] } : null;
  }

  const width = plainNumber(own[widthAttr]);
  if (!(width > 0)) problem(widthAttr, 'give a width above 0 in user units');
  if (widthAttr === 'data-width' && 'data-max-width' in own && own['data-max-width'] !== own['data-width'])
    problems.push(`${name} has both data-width and data-max-width: keep data-width only`);

  const fontSize = plainNumber(own['font-size']);
  if (own['font-size'] === undefined)
    problems.push(`${name} has no font-size of its own: a text with a box needs one, as a plain number`);
  else if (!(fontSize > 0)) problem('font-size', 'give a plain number above 0, such as 24');

  let lines = 1;
  if ('data-lines' in own && 'data-height' in own)
    problems.push(`${name} has both data-lines and data-height: give one`);
  if ('data-lines' in own) {
    lines = /^\s*\d+\s*$/.test(own['data-lines']!) ? Number(own['data-lines']) : NaN;
    if (!(lines >= 1 && lines <= 20)) problem('data-lines', 'give 1 to 20 lines');
  }
  const boxHeight = 'data-height' in own ? plainNumber(own['data-height']) : undefined;
  if (boxHeight !== undefined && !(boxHeight > 0)) problem('data-height', 'give a height above 0 in user units');

  const lineHeight = 'data-line-height' in own ? plainNumber(own['data-line-height']) : 1.2;
  if (!(lineHeight >= 0.8 && lineHeight <= 3))
    problem('data-line-height', 'give a ratio of the font size from 0.8 to 3');

  let minSize = fontSize * 0.7;
  const min = own['data-min-size'];
  if (min !== undefined) {
    const percent = /^\s*(\d+(?:\.\d+)?)\s*%\s*$/.exec(min);
    minSize = percent ? (fontSize * Number(percent[1])) / 100 : plainNumber(min);
    const valid = percent ? Number(percent[1]) >= 10 && Number(percent[1]) <= 100 : minSize > 0 && minSize <= fontSize;
    if (!valid) problem('data-min-size', 'give 10% to 100%, or a size above 0 and at most the font-size');
  }

  const valign = (own['data-valign'] ?? 'top') as TextValign;
  if (!TEXT_VALIGNS.includes(valign)) problem('data-valign', 'give top, middle or bottom');

  const anchor = (inheritedAttr('text-anchor') ?? 'start') as TextAnchor;
  if (!TEXT_ANCHORS.includes(anchor)) inheritedProblem('text-anchor', 'give start, middle or end');

  const weight = inheritedAttr('font-weight');
  const weightNumber = plainNumber(weight);
  if (weight !== undefined && weight !== 'normal' && weight !== 'bold' && !(weightNumber >= 1 && weightNumber <= 1000))
    inheritedProblem('font-weight', 'give normal, bold or a number from 1 to 1000');

  const style = inheritedAttr('font-style') ?? 'normal';
  if (!['normal', 'italic', 'oblique'].includes(style)) inheritedProblem('font-style', 'give normal or italic');

  const spacing = inheritedAttr('letter-spacing') ?? 'normal';
  const letterSpacing = spacing === 'normal' ? 0 : plainNumber(spacing);
  if (Number.isNaN(letterSpacing)) inheritedProblem('letter-spacing', 'give a plain number in user units');

  const position = (attr: 'x' | 'y') => {
    const value = own[attr] === undefined ? 0 : plainNumber(own[attr]);
    if (Number.isNaN(value)) problem(attr, 'give a single number');
    return value;
  };
  const x = position('x');
  const y = position('y');

  for (const attr of PLACING_ATTRS.filter((a) => a in own))
    problems.push(`${name} has ${attr}: a text with a box cannot move or stretch its characters one by one`);
  const styled = STYLED.exec(own.style ?? '');
  if (styled) problems.push(`${name} sets ${styled[1]} in its style: give it as an attribute of the text`);
  const child = element.children.find((c) => typeof c !== 'string');
  if (child) problems.push(`${name} holds a <${child.name}>: a text with a box holds plain text only`);

  if (problems.length > 0) return { problems };
  return {
    box: {
      x,
      y,
      width,
      height: boxHeight ?? lines * lineHeight * fontSize,
      fontSize,
      minSize,
      lineHeight,
      valign,
      anchor,
      face: fontFaceFor(weight, style !== 'normal'),
      letterSpacing,
    },
  };
}
