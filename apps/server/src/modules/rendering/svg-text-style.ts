/**
 * The font properties a text is drawn with, read as a browser reads them from presentation
 * attributes and style attributes (a style declaration beats the attribute), inherited down the
 * tree; and which bundled face draws them.
 */
import type { FontFace } from './fonts';
import type { SvgTag } from './svg-tree';

export interface TextStyle {
  weight: number;
  italic: boolean;
  /** In user units, as the rest below. */
  size: number;
  letterSpacing: number;
  wordSpacing: number;
  anchor: 'start' | 'middle' | 'end';
}

export const ROOT_TEXT_STYLE: TextStyle = {
  weight: 400,
  italic: false,
  size: 16,
  letterSpacing: 0,
  wordSpacing: 0,
  anchor: 'start',
};

function declared(element: SvgTag, property: string): string | undefined {
  let value = element.attrs[property];
  for (const declaration of (element.attrs.style ?? '').split(';')) {
    const colon = declaration.indexOf(':');
    if (colon > 0 && declaration.slice(0, colon).trim().toLowerCase() === property) {
      value = declaration.slice(colon + 1).replace(/!important/i, '');
    }
  }
  return value?.trim();
}

/** A length in user units; `em` and `%` of `base`. */
function length(value: string | undefined, base: number): number | undefined {
  const match = /^([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)(px|em|%)?$/i.exec(value ?? '');
  if (!match) return undefined;
  const number = Number(match[1]);
  const unit = match[2]?.toLowerCase();
  return unit === 'em' ? number * base : unit === '%' ? (number * base) / 100 : number;
}

function weightOf(value: string | undefined, parent: number): number {
  if (value === 'normal') return 400;
  if (value === 'bold') return 700;
  // CSS's table of relative weights.
  if (value === 'bolder') return parent < 350 ? 400 : parent < 550 ? 700 : 900;
  if (value === 'lighter') return parent < 550 ? 100 : parent < 750 ? 400 : 700;
  const number = Number(value);
  return value && number >= 1 && number <= 1000 ? number : parent;
}

/** The style of `element`'s text, from its parent's. */
export function textStyleOf(element: SvgTag, parent: TextStyle): TextStyle {
  const size = length(declared(element, 'font-size'), parent.size) ?? parent.size;
  const spacing = (property: string, inherited: number) => {
    const value = declared(element, property);
    return value === 'normal' ? 0 : (length(value, size) ?? inherited);
  };
  const style = declared(element, 'font-style');
  const anchor = declared(element, 'text-anchor');
  return {
    weight: weightOf(declared(element, 'font-weight'), parent.weight),
    italic: style === 'italic' || style === 'oblique' ? true : style === 'normal' ? false : parent.italic,
    size,
    letterSpacing: spacing('letter-spacing', parent.letterSpacing),
    wordSpacing: spacing('word-spacing', parent.wordSpacing),
    anchor: anchor === 'start' || anchor === 'middle' || anchor === 'end' ? anchor : parent.anchor,
  };
}

/**
 * The face that draws a weight and style, by CSS's font matching over the five bundled faces
 * (italic before weight; above 500, the next heavier face first), as both Chromium and resvg
 * match. It differs from `faceFor` (the PDF's) for 800, which resvg draws Black, and for italics
 * above 500 weight, which resvg draws in the one italic face. (resvg reads only hundreds: a 550
 * or 650 it draws regular, where Chromium, the PDF and the text fitting take semibold and bold.)
 */
export function faceMatching(weight: number, italic: boolean): FontFace {
  if (italic) return 'italic';
  if (weight <= 500) return 'regular';
  if (weight <= 600) return 'semibold';
  if (weight <= 700) return 'bold';
  return 'black';
}

/** The weight and style an `@font-face` declares for each face: its own. */
export const FACE_DESCRIPTORS: Record<FontFace, { weight: number; style: 'normal' | 'italic' }> = {
  regular: { weight: 400, style: 'normal' },
  italic: { weight: 400, style: 'italic' },
  semibold: { weight: 600, style: 'normal' },
  bold: { weight: 700, style: 'normal' },
  black: { weight: 900, style: 'normal' },
};

/** Calls `onText` with every `<text>` under `root` and the style its parent hands down. */
export function visitTexts(
  root: SvgTag,
  onText: (text: SvgTag, inherited: TextStyle) => void,
  inherited: TextStyle = ROOT_TEXT_STYLE,
) {
  if (root.name === 'text') {
    onText(root, inherited);
    return;
  }
  const style = textStyleOf(root, inherited);
  for (const child of root.children) if (typeof child !== 'string') visitTexts(child, onText, style);
}
