/**
 * A page's text turned into outlines (decision 0026), for a print shop or an editor that should
 * not need the fonts at all: each `<text>` becomes a `<g>` with its paint, classes and transform,
 * and each run of it a `<path>` of the glyphs fontkit shapes (kerning and ligatures as resvg and
 * Chromium apply them), placed by x, y, dx, dy, text-anchor, letter- and word-spacing.
 * Not laid out here: text on a path (it stays text, with its font embedded), per-character
 * coordinate lists (the first value is used), rotate, textLength and baselines other than alphabetic.
 */
import type { Font, Glyph } from 'fontkit';
import { parsedFont } from './fonts';
import { faceMatching, type TextStyle, textStyleOf, visitTexts } from './svg-text-style';
import { escapeXml, type SvgItem, type SvgTag } from './svg-tree';

/** Attributes only text has: dropped from the outlines' groups. */
const TEXT_ONLY = new Set([
  ...['x', 'y', 'dx', 'dy', 'rotate', 'textLength', 'lengthAdjust', 'text-anchor', 'xml:space', 'direction'],
  ...['font', 'font-family', 'font-size', 'font-weight', 'font-style', 'font-variant', 'font-stretch'],
  ...['letter-spacing', 'word-spacing', 'dominant-baseline', 'alignment-baseline', 'baseline-shift'],
  ...['writing-mode', 'unicode-bidi', 'text-rendering', 'font-kerning', 'font-feature-settings'],
]);
const NOT_DRAWN = new Set(['title', 'desc', 'metadata']);
/** Chromium drops these ligatures from letter-spaced text. */
const SPACED_FEATURES = { liga: false, clig: false, dlig: false, calt: false };

interface Piece {
  text: string;
  style: TextStyle;
  /** x and y start a new chunk (anchored on its own); dx and dy move the pen. */
  at: Partial<Record<'x' | 'y' | 'dx' | 'dy', number>>;
  placed: { glyph: Glyph; x: number; y: number; scale: number }[];
  chunk: number;
}

const firstNumber = (value: string | undefined) => {
  const number = Number.parseFloat(value?.trim().split(/[\s,]+/)[0] ?? '');
  return Number.isFinite(number) ? number : undefined;
};

/** Every text node of a text, in order, with its style and the positions its elements set. */
function piecesOf(text: SvgTag, inherited: TextStyle) {
  const pieces: Piece[] = [];
  let at: Piece['at'] = {};
  const walk = (element: SvgTag, parent: TextStyle) => {
    const style = textStyleOf(element, parent);
    for (const key of ['x', 'y', 'dx', 'dy'] as const) {
      const value = firstNumber(element.attrs[key]);
      if (value !== undefined) at = { ...at, [key]: key.startsWith('d') ? (at[key] ?? 0) + value : value };
    }
    for (const child of element.children) {
      if (typeof child !== 'string') {
        if (!NOT_DRAWN.has(child.name)) walk(child, style);
        continue;
      }
      pieces.push({ text: child, style, at, placed: [], chunk: 0 });
      if (child.length > 0) at = {};
    }
  };
  walk(text, inherited);
  // White space as a browser collapses it: runs to one space across pieces, none at either end.
  let afterSpace = true;
  for (const piece of pieces) {
    piece.text = piece.text.replace(/\s/g, ' ').replace(/ {2,}/g, ' ');
    if (afterSpace && piece.text.startsWith(' ')) piece.text = piece.text.slice(1);
    if (piece.text) afterSpace = piece.text.endsWith(' ');
  }
  for (let i = pieces.length - 1; i >= 0; i--) {
    const piece = pieces[i]!;
    piece.text = piece.text.replace(/ $/, '');
    if (piece.text) break;
  }
  return pieces;
}

/** Shapes and places every piece; returns each chunk's anchor and extent. */
function layOut(text: SvgTag, pieces: Piece[]) {
  const chunks: { anchor: TextStyle['anchor']; start: number; end: number }[] = [];
  let x = firstNumber(text.attrs.x) ?? 0;
  let y = firstNumber(text.attrs.y) ?? 0;
  for (const piece of pieces) {
    if (piece.at.x !== undefined || piece.at.y !== undefined || chunks.length === 0) {
      x = piece.at.x ?? x;
      y = piece.at.y ?? y;
      chunks.push({ anchor: piece.style.anchor, start: x, end: x });
    }
    x += piece.at.dx ?? 0;
    y += piece.at.dy ?? 0;
    piece.chunk = chunks.length - 1;
    if (!piece.text) continue;
    const { style } = piece;
    const font: Font = parsedFont(faceMatching(style.weight, style.italic));
    const scale = style.size / font.unitsPerEm;
    const run = font.layout(piece.text, style.letterSpacing ? SPACED_FEATURES : undefined);
    run.glyphs.forEach((glyph, i) => {
      const position = run.positions[i]!;
      piece.placed.push({ glyph, x: x + position.xOffset * scale, y: y - position.yOffset * scale, scale });
      x += position.xAdvance * scale;
      // The spacing after the last character does not count in the anchoring, as resvg draws it
      // (Chromium counts it, and so moves a spaced, centred text by half a spacing).
      chunks[piece.chunk]!.end = x;
      x += style.letterSpacing + (glyph.codePoints.includes(32) ? style.wordSpacing : 0);
      y -= position.yAdvance * scale;
    });
  }
  return chunks;
}

/** Decimals enough for a thousandth of an em, the grid the fonts are drawn on. */
const decimalsFor = (size: number) => Math.min(4, Math.max(0, Math.ceil(Math.log10(1000 / size))));

function pathData(piece: Piece, shift: number) {
  const decimals = decimalsFor(piece.style.size);
  const factor = 10 ** decimals;
  const round = (value: number) => String(Math.round(value * factor) / factor + 0);
  const parts: string[] = [];
  const letters = { moveTo: 'M', lineTo: 'L', quadraticCurveTo: 'Q', bezierCurveTo: 'C', closePath: 'Z' } as const;
  for (const { glyph, x, y, scale } of piece.placed) {
    for (const { command, args } of glyph.path.commands) {
      const points: string[] = [];
      for (let i = 0; i + 1 < args.length; i += 2) {
        points.push(round(x + shift + args[i]! * scale), round(y - args[i + 1]! * scale));
      }
      parts.push(letters[command] + points.join(' '));
    }
  }
  return parts.join('');
}

function attributes(element: SvgTag) {
  return Object.entries(element.attrs)
    .filter(([key]) => !TEXT_ONLY.has(key))
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join('');
}

/** One text as outlines: its elements as groups (a tspan without paint of its own as nothing). */
function outlined(text: SvgTag, inherited: TextStyle) {
  const pieces = piecesOf(text, inherited);
  const chunks = layOut(text, pieces);
  const shifts = chunks.map(({ anchor, start, end }) =>
    anchor === 'middle' ? (start - end) / 2 : anchor === 'end' ? start - end : 0,
  );
  let next = 0;
  const write = (element: SvgTag): string => {
    const inner = element.children
      .map((child: SvgItem) => {
        if (typeof child !== 'string') return NOT_DRAWN.has(child.name) ? '' : write(child);
        const piece = pieces[next++]!;
        const d = pathData(piece, shifts[piece.chunk] ?? 0);
        return d ? `<path d="${d}"/>` : '';
      })
      .join('');
    const attrs = attributes(element);
    if (element !== text && !attrs) return inner;
    const name = element.name === 'a' ? 'a' : 'g';
    return `<${name}${attrs}>${inner}</${name}>`;
  };
  return write(text);
}

const onPath = (element: SvgTag): boolean =>
  element.name === 'textPath' || element.children.some((child) => typeof child !== 'string' && onPath(child));

/** The page with every text drawn as paths, but text on a path, which stays text. */
export function textToOutlines(svg: string, root: SvgTag): string {
  const out: string[] = [];
  let copied = 0;
  visitTexts(root, (text, inherited) => {
    if (onPath(text)) return;
    out.push(svg.slice(copied, text.start), outlined(text, inherited));
    copied = text.end;
  });
  out.push(svg.slice(copied));
  return out.join('');
}
